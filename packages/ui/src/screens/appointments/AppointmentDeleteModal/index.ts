export { AppointmentDeleteModal } from './AppointmentDeleteModal';
export type { AppointmentDeleteModalProps } from './AppointmentDeleteModal';
