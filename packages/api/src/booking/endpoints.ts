import { endpoint } from '../contract';
import { AvailableByDateBody, AvailableDay, BookingConfirmation, WebsiteBookingBody } from './schemas';

/** The public booking page's slots of a day, per stylist (no token). */
export const getAvailableAppointmentByDate = endpoint({
  method: 'POST',
  path: '/public/appointment/get-available-appointment-by-date',
  auth: 'none',
  body: AvailableByDateBody,
  data: AvailableDay,
});

/**
 * A booking from the public site, as a guest or a signed-in customer. 400 when the slot starts within
 * 15 minutes or has passed; 409 when someone else holds the time ('This time slot has just been
 * booked, please choose another one').
 */
export const addAppointmentFromWebsite = endpoint({
  method: 'POST',
  path: '/public/appointment/add-appointment-from-website',
  auth: 'optional',
  body: WebsiteBookingBody,
  data: BookingConfirmation,
});

export const bookingEndpoints = { getAvailableAppointmentByDate, addAppointmentFromWebsite };
