import * as booking from '../../booking/endpoints';
import {
  CANCEL_MESSAGES,
  type AvailableByDateBody,
  type CancelByTokenBody,
  type ConfirmCardBody,
  type ConfirmDepositBody,
  type PayDepositBody,
  type SaveCardBody,
  type NextAvailableDateBody,
  type WebsiteBookingBody,
} from '../../booking/schemas';
import {
  buildAvailableDay,
  buildAvailableTimes,
  buildBookingConfirmation,
  buildEmptyAvailableDay,
  buildNextAvailableDate,
  compactFixtureDay,
  cancelInfoOfToken,
  MOCK_TOO_LATE,
} from '../factories/booking';
import { fail, mockEndpoint, mockFailure, mockPending, ok } from '../http';
import type { VisitAvailabilityBody, VisitBookingBody } from '../../booking/visit-booking';
import { buildVisitAvailability, buildVisitConfirmation } from '../factories/visit-booking';

/** Handlers of the public booking page (no token). */
export function bookingHandlers() {
  return [
    mockEndpoint(booking.getAvailableAppointmentByDate, async ({ request }) => {
      const body = (await request.json()) as AvailableByDateBody;
      return ok(buildAvailableDay(body.requestDate.slice(0, 10), body.stylistId));
    }),
    mockEndpoint(booking.getAvailableTimesByDate, async ({ request }) => {
      const body = (await request.json()) as AvailableByDateBody;
      return ok(buildAvailableTimes(body.requestDate.slice(0, 10), body.stylistId));
    }),
    mockEndpoint(booking.getNextAvailableDate, async ({ request }) => {
      const body = (await request.json()) as NextAvailableDateBody;
      return ok(buildNextAvailableDate(body.fromDate, body.stylistId));
    }),
    mockEndpoint(booking.addAppointmentFromWebsite, async ({ request }) => {
      const body = (await request.json()) as WebsiteBookingBody;
      return ok(buildBookingConfirmation(body), 'Your appointment has been booked');
    }),
    mockEndpoint(booking.getVisitAvailability, async ({ request }) =>
      ok(buildVisitAvailability((await request.json()) as VisitAvailabilityBody)),
    ),
    mockEndpoint(booking.addVisitFromWebsite, async ({ request }) =>
      ok(buildVisitConfirmation((await request.json()) as VisitBookingBody), 'Your visit has been booked'),
    ),
    // Deposits, stateless like the offline provider: Stripe's test cards decide.
    mockEndpoint(booking.payBookingDeposit, async ({ request }) => {
      const body = (await request.json()) as PayDepositBody;
      const digits = body.paymentMethod.replace(/[\s-]/g, '');
      if (digits === '4000002500003155') {
        return ok({ status: 'requires_action', clientSecret: null, booking: buildBookingConfirmation() });
      }
      if (digits !== '4242424242424242') return fail(402, 'Your card was declined.');
      return ok({ status: 'succeeded', clientSecret: null, booking: buildBookingConfirmation() });
    }),
    mockEndpoint(booking.confirmBookingDeposit, async ({ request }) => {
      const body = (await request.json()) as ConfirmDepositBody;
      if (!body.approve) {
        return fail(
          402,
          'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
        );
      }
      return ok({ status: 'succeeded', clientSecret: null, booking: buildBookingConfirmation() });
    }),
    // Cards on file, stateless in the same way.
    mockEndpoint(booking.saveBookingCard, async ({ request }) => {
      const body = (await request.json()) as SaveCardBody;
      const digits = body.paymentMethod.replace(/[\s-]/g, '');
      if (digits === '4000002500003155') {
        return ok({ status: 'requires_action', clientSecret: null, booking: buildBookingConfirmation() });
      }
      if (digits !== '4242424242424242') return fail(402, 'Your card was declined.');
      return ok({ status: 'succeeded', clientSecret: null, booking: buildBookingConfirmation() });
    }),
    mockEndpoint(booking.confirmBookingCard, async ({ request }) => {
      const body = (await request.json()) as ConfirmCardBody;
      if (!body.approve) {
        return fail(
          402,
          'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
        );
      }
      return ok({ status: 'succeeded', clientSecret: null, booking: buildBookingConfirmation() });
    }),
    // No hold to find again (the deposit handlers keep one); leaving frees the time.
    mockEndpoint(booking.getHeldBooking, () => fail(404, 'This booking was not found. Please book again.')),
    mockEndpoint(booking.releaseBookingHold, () =>
      ok({ released: true }, 'Your time was released and nothing was charged.'),
    ),
    // Stateless: the tokens of MOCK_CANCEL_TOKENS name fixed bookings; any other token is unknown (404).
    mockEndpoint(booking.getCancelInfo, ({ request }) => {
      const info = cancelInfoOfToken(new URL(request.url).searchParams.get('token'));
      return info ? ok(info) : fail(404, CANCEL_MESSAGES.invalidLink);
    }),
    mockEndpoint(booking.cancelAppointmentByToken, async ({ request }) => {
      const body = (await request.json()) as CancelByTokenBody;
      const info = cancelInfoOfToken(body.token);
      if (!info) return fail(404, CANCEL_MESSAGES.invalidLink);
      if (info.status === 'canceled') return ok(info, CANCEL_MESSAGES.alreadyCancelled);
      if (!info.cancellable) return fail(400, MOCK_TOO_LATE);
      return ok({ ...info, status: 'canceled', cancellable: false }, CANCEL_MESSAGES.cancelled);
    }),
  ];
}

export const bookingFailures = {
  dayLoading: mockPending(booking.getAvailableTimesByDate),
  dayEmpty: mockEndpoint(booking.getAvailableTimesByDate, async ({ request }) => {
    const body = (await request.json()) as AvailableByDateBody;
    return ok(compactFixtureDay(buildEmptyAvailableDay(body.requestDate.slice(0, 10))));
  }),
  /** No free slot within the horizon (with `dayEmpty`: the empty page). */
  nextNone: mockEndpoint(booking.getNextAvailableDate, () =>
    ok({ date: null, timeZone: 'America/New_York' }),
  ),
  nextLoading: mockPending(booking.getNextAvailableDate),
  dayError: mockFailure(booking.getAvailableTimesByDate, 404, 'Salon not found'),
  slotTaken: mockFailure(
    booking.addAppointmentFromWebsite,
    409,
    'This time slot has just been booked, please choose another one',
  ),
  slotTooSoon: mockFailure(
    booking.addAppointmentFromWebsite,
    400,
    'This time slot is no longer available for booking, please choose a later one',
  ),
  bookingPending: mockPending(booking.addAppointmentFromWebsite),
  cancelInfoLoading: mockPending(booking.getCancelInfo),
  cancelInfoError: mockFailure(booking.getCancelInfo, 500, 'Something went wrong.'),
  cancelPending: mockPending(booking.cancelAppointmentByToken),
  cancelTooLate: mockFailure(booking.cancelAppointmentByToken, 400, MOCK_TOO_LATE),
};
