export { MoveAppointmentModal } from './MoveAppointmentModal';
export type { MoveAppointmentModalProps } from './MoveAppointmentModal';
export { validateMove } from './validate-move';
