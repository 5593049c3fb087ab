import { endpoint } from '../contract';
import { BookingPolicy, BookingPolicyBody, SalonTimeZone, SalonTimeZoneBody } from './schemas';

/** The viewer's salon's cancellation policy (the default, 15 minutes, until it saves). */
export const getBookingPolicy = endpoint({
  method: 'GET',
  path: '/booking-policy/get',
  auth: 'token',
  data: BookingPolicy,
});

/** Saves the viewer's salon's cancellation policy; answers it and 'Cancellation policy saved'. */
export const updateBookingPolicy = endpoint({
  method: 'POST',
  path: '/booking-policy/update',
  auth: 'token',
  body: BookingPolicyBody,
  data: BookingPolicy,
});

/** The viewer's salon's time zone and country. */
export const getSalonTimeZone = endpoint({
  method: 'GET',
  path: '/booking-settings/time-zone',
  auth: 'token',
  data: SalonTimeZone,
});

/**
 * Moves the viewer's salon to another zone: booked appointments keep their instant, the free slots ahead
 * are made again from the stylists' hours in the new zone, in one transaction with the change.
 */
export const updateSalonTimeZone = endpoint({
  method: 'POST',
  path: '/booking-settings/time-zone',
  auth: 'token',
  body: SalonTimeZoneBody,
  data: SalonTimeZone,
});

export const bookingPolicyEndpoints = {
  getBookingPolicy,
  updateBookingPolicy,
  getSalonTimeZone,
  updateSalonTimeZone,
};
