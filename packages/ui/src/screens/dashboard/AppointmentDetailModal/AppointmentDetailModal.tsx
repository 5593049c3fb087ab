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

/** A person's name, e-mail and phone as detail rows. */
const contactItems = (person: { name: string; email: string; phone: string }) => [
  { term: 'Name', value: person.name },
  { term: 'Email', value: person.email },
  { term: 'Phone', value: person.phone },
];

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
            <DetailList items={contactItems(appointment.user)} />
          </section>
          <section>
            <SectionTitle>Stylist Information</SectionTitle>
            <Person>
              {appointment.stylist.photo && (
                <Photo src={appointment.stylist.photo} alt={appointment.stylist.name} />
              )}
              <DetailList items={contactItems(appointment.stylist)} />
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
