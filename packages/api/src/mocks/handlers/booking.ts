import { delay } from 'msw';
import * as booking from '../../booking/endpoints';
import type { AvailableByDateBody, WebsiteBookingBody } from '../../booking/schemas';
import { buildAvailableDay, buildBookingConfirmation, buildEmptyAvailableDay } from '../factories/booking';
import { fail, mockEndpoint, ok } from '../http';

/** Handlers of the public booking page (no token). */
export function bookingHandlers() {
  return [
    mockEndpoint(booking.getAvailableAppointmentByDate, async ({ request }) => {
      const body = (await request.json()) as AvailableByDateBody;
      return ok(buildAvailableDay(body.requestDate.slice(0, 10), body.stylistId));
    }),
    mockEndpoint(booking.addAppointmentFromWebsite, async ({ request }) => {
      const body = (await request.json()) as WebsiteBookingBody;
      return ok(buildBookingConfirmation(body), 'Your appointment has been booked');
    }),
  ];
}

export const bookingFailures = {
  dayLoading: mockEndpoint(booking.getAvailableAppointmentByDate, async () => {
    await delay('infinite');
    return ok(null);
  }),
  dayEmpty: mockEndpoint(booking.getAvailableAppointmentByDate, async ({ request }) => {
    const body = (await request.json()) as AvailableByDateBody;
    return ok(buildEmptyAvailableDay(body.requestDate.slice(0, 10)));
  }),
  dayError: mockEndpoint(booking.getAvailableAppointmentByDate, () => fail(404, 'Salon not found')),
  slotTaken: mockEndpoint(booking.addAppointmentFromWebsite, () =>
    fail(409, 'This time slot has just been booked, please choose another one'),
  ),
  slotTooSoon: mockEndpoint(booking.addAppointmentFromWebsite, () =>
    fail(400, 'This time slot is no longer available for booking, please choose a later one'),
  ),
  bookingPending: mockEndpoint(booking.addAppointmentFromWebsite, async () => {
    await delay('infinite');
    return ok(null);
  }),
};
