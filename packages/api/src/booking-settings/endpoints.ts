import { endpoint } from '../contract';
import { BookingPolicy, BookingPolicyBody } from './schemas';

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

export const bookingPolicyEndpoints = { getBookingPolicy, updateBookingPolicy };
