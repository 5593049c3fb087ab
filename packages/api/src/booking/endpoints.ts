import { endpoint } from '../contract';
import {
  AvailableByDateBody,
  AvailableDay,
  BookingConfirmation,
  CancelByTokenBody,
  CancelInfo,
  CancelInfoQuery,
  NextAvailableDate,
  NextAvailableDateBody,
  WebsiteBookingBody,
} from './schemas';

/** The public booking page's slots of a day, per stylist (no token). */
export const getAvailableAppointmentByDate = endpoint({
  method: 'POST',
  path: '/public/appointment/get-available-appointment-by-date',
  auth: 'none',
  body: AvailableByDateBody,
  data: AvailableDay,
});

/**
 * The first day with a free slot (the booking page opens on it, and jumps to it from a full day), for
 * every stylist or one (no token).
 */
export const getNextAvailableDate = endpoint({
  method: 'POST',
  path: '/public/appointment/get-next-available-date',
  auth: 'none',
  body: NextAvailableDateBody,
  data: NextAvailableDate,
});

/**
 * A booking from the public site, as a guest or a signed-in customer. 400 when the slot starts within
 * 15 minutes or has passed; 409 when someone else holds the time ('This time slot has just been
 * booked, please choose another one'); 429 `BOOKING_TOO_MANY` after too many bookings from one client address.
 */
export const addAppointmentFromWebsite = endpoint({
  method: 'POST',
  path: '/public/appointment/add-appointment-from-website',
  auth: 'optional',
  body: WebsiteBookingBody,
  data: BookingConfirmation,
});

/**
 * The cancel page of a confirmation e-mail's link: the booking the token names (no token header; the
 * link is the credential). 404 `CANCEL_MESSAGES.invalidLink` for a token the server did not sign or a
 * booking that no longer exists; 400 for a token of the wrong shape.
 */
export const getCancelInfo = endpoint({
  method: 'GET',
  path: '/public/appointment/cancel-info',
  auth: 'none',
  query: CancelInfoQuery,
  data: CancelInfo,
});

/**
 * Cancels the booking the token names (status `canceled`, as the dashboard's cancel) and e-mails the
 * client and the salon. Idempotent: an already cancelled booking answers 200 with
 * `CANCEL_MESSAGES.alreadyCancelled`. 400 `CANCEL_MESSAGES.tooLate` within 15 minutes of the start or
 * after it; 404 as `getCancelInfo`.
 */
export const cancelAppointmentByToken = endpoint({
  method: 'POST',
  path: '/public/appointment/cancel-by-token',
  auth: 'none',
  body: CancelByTokenBody,
  data: CancelInfo,
});

export const bookingEndpoints = {
  getAvailableAppointmentByDate,
  getNextAvailableDate,
  addAppointmentFromWebsite,
  getCancelInfo,
  cancelAppointmentByToken,
};
