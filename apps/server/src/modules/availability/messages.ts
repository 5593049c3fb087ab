/* The messages of calendars (slots and business hours), defined once: services throw them, tests may import them. */

export const SALON_NOT_FOUND = 'Salon not found';
export const STYLIST_NOT_FOUND = 'Stylist not found';

export const OWN_CALENDAR_ONLY = 'You can only manage your own calendar';
export const SLOT_LOCKED = 'Slots starting within 15 minutes or in the past cannot be changed';
export const SLOT_EXISTS = 'A slot already exists at this time';
export const SLOT_HAS_APPOINTMENT = 'This slot holds an appointment; delete or move the appointment first';
export const NO_SUCH_TIME =
  'This time does not exist in the salon’s time zone on that day (daylight saving change)';
