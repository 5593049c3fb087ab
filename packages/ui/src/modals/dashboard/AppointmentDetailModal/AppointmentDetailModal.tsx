import { Modal } from '../../../primitives/Modal';
import { DetailList } from '../../../patterns/DetailList';
import { Person, Photo, Sections, SectionTitle } from './AppointmentDetailModal.styles';

export interface AppointmentDetail {
  /** 'AP-001042'. */
  appointmentId: string;
  user: { name: string; email: string; phone: string };
  stylist: { name: string; email: string; phone: string; photo: string | null };
  /** Day and time text. */
  time: string;
  service: string;
  subService: string;
}

export interface AppointmentDetailModalProps {
  /** Open while set. */
  appointment: AppointmentDetail | null;
  onClose: () => void;
}

/** 'Appointment {appointmentId}': who booked, with whom, and what. */
export function AppointmentDetailModal({ appointment, onClose }: AppointmentDetailModalProps) {
  return (
    <Modal
      open={appointment !== null}
      onClose={onClose}
      title={appointment ? `Appointment ${appointment.appointmentId}` : ''}
    >
      {appointment && (
        <Sections>
          <section>
            <SectionTitle>User Information</SectionTitle>
            <DetailList
              items={[
                { term: 'Name', value: appointment.user.name },
                { term: 'Email', value: appointment.user.email },
                { term: 'Phone', value: appointment.user.phone },
              ]}
            />
          </section>
          <section>
            <SectionTitle>Stylist Information</SectionTitle>
            <Person>
              {appointment.stylist.photo && (
                <Photo src={appointment.stylist.photo} alt={appointment.stylist.name} />
              )}
              <DetailList
                items={[
                  { term: 'Name', value: appointment.stylist.name },
                  { term: 'Email', value: appointment.stylist.email },
                  { term: 'Phone', value: appointment.stylist.phone },
                ]}
              />
            </Person>
          </section>
          <section>
            <SectionTitle>Appointment Details</SectionTitle>
            <DetailList
              items={[
                { term: 'Time', value: appointment.time },
                { term: 'Service', value: appointment.service },
                { term: 'Sub-service', value: appointment.subService },
              ]}
            />
          </section>
        </Sections>
      )}
    </Modal>
  );
}
