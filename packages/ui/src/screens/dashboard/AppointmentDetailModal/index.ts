export { AppointmentDetailModal } from './AppointmentDetailModal';
export type { AppointmentDetail, AppointmentDetailModalProps } from './AppointmentDetailModal';
