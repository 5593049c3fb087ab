import { Modal } from '../../../primitives/Modal';
import { Fields, Person, Photo, Sections, SectionTitle } from './AppointmentDetailModal.styles';

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
            <Fields>
              <dt>Name</dt>
              <dd>{appointment.user.name}</dd>
              <dt>Email</dt>
              <dd>{appointment.user.email}</dd>
              <dt>Phone</dt>
              <dd>{appointment.user.phone}</dd>
            </Fields>
          </section>
          <section>
            <SectionTitle>Stylist Information</SectionTitle>
            <Person>
              {appointment.stylist.photo && (
                <Photo src={appointment.stylist.photo} alt={appointment.stylist.name} />
              )}
              <Fields>
                <dt>Name</dt>
                <dd>{appointment.stylist.name}</dd>
                <dt>Email</dt>
                <dd>{appointment.stylist.email}</dd>
                <dt>Phone</dt>
                <dd>{appointment.stylist.phone}</dd>
              </Fields>
            </Person>
          </section>
          <section>
            <SectionTitle>Appointment Details</SectionTitle>
            <Fields>
              <dt>Time</dt>
              <dd>{appointment.time}</dd>
              <dt>Service</dt>
              <dd>{appointment.service}</dd>
              <dt>Sub-service</dt>
              <dd>{appointment.subService}</dd>
            </Fields>
          </section>
        </Sections>
      )}
    </Modal>
  );
}
