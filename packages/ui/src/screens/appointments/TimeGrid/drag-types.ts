import type { CalendarAppointmentView } from '../calendar-model';

/** react-dnd item type of an appointment being dragged. */
export const APPOINTMENT_DRAG_TYPE = 'calendar-appointment';

export interface AppointmentDragItem {
  appointment: CalendarAppointmentView;
}
