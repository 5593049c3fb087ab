import type { AppointmentStatus, StatusOption } from '@salon/api/appointments/schemas';
// Appointments (dashboard)
export const TIME_TAKEN = 'This time slot has just been booked, please choose another one';
export const TOO_SOON = 'Appointments must start more than 15 minutes from now';
export const LOCKED_EDIT = 'Appointments starting within 15 minutes or in the past cannot be changed';
export const LOCKED_DELETE = 'Appointments starting within 15 minutes or in the past cannot be deleted';
export const LOCKED_STATUS =
  'The status of an appointment starting within 15 minutes or in the past cannot be changed';

// The public booking page
export const SLOT_TOO_SOON = 'This time slot is no longer available for booking, please choose a later one';
export const SLOT_UNAVAILABLE = 'This time slot is not available, please choose another one';
export const NOT_COVERED =
  'The stylist is not free for the whole service at this time, please choose another one';

/** A staff edit may move a visit's part or change its length, not both at once (the parts stay back to back). */
export const VISIT_LENGTH_AND_MOVE =
  'This appointment is part of a visit: move it, or change its length, one at a time';

/** The statuses the dashboard's status menu offers. */
export const STATUS_OPTIONS: StatusOption[] = [
  { value: 'booked', label: 'Booked' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'waiting', label: 'Waiting' },
  { value: 'canceled', label: 'Canceled' },
];

/** What a change of status answers. */
export const STATUS_MESSAGES: Record<AppointmentStatus, string> = {
  booked: 'Appointment marked as booked',
  confirmed: 'Appointment confirmed',
  waiting: 'Appointment moved to the waitlist',
  canceled: 'Appointment canceled',
};
