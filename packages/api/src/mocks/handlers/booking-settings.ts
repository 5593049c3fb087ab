import * as endpoints from '../../booking-settings/endpoints';
import {
  BOOKING_POLICY_TEXTS,
  BookingPolicyBody,
  SalonTimeZoneBody,
  TIME_ZONE_TEXTS,
  type BookingPolicy,
  type SalonTimeZone,
} from '../../booking-settings/schemas';
import { is } from 'superstruct';
import { bookingPolicy, salonTimeZone } from '../factories/booking-settings';
import { fail, mockEndpoint, mockFailure, mockPending, ok } from '../http';
import type { AnyHandler } from 'msw';
import { stateful } from '../stateful';

/**
 * The cancellation policy area. Stateful per handler set (a story's save is read back), starting from
 * `policy` (the default, 15 minutes).
 */
export function bookingPolicyHandlers(policy: BookingPolicy = bookingPolicy): AnyHandler[] {
  let stored = { ...policy };
  return stateful(
    () => bookingPolicyHandlers(policy),
    [
      mockEndpoint(endpoints.getBookingPolicy, () => ok(stored)),
      mockEndpoint(endpoints.updateBookingPolicy, async ({ request }) => {
        const body: unknown = await request.json();
        if (!is(body, BookingPolicyBody)) return fail(400, 'cutoffMinutes: must be 15 or whole hours');
        // Fees and text left out of a save are kept, as the server keeps them.
        stored = {
          cutoffMinutes: body.cutoffMinutes,
          noShowFee: body.noShowFee === undefined ? (stored.noShowFee ?? null) : body.noShowFee,
          lateCancelFee:
            body.lateCancelFee === undefined ? (stored.lateCancelFee ?? null) : body.lateCancelFee,
          paymentPolicyText:
            body.paymentPolicyText === undefined
              ? (stored.paymentPolicyText ?? null)
              : body.paymentPolicyText,
          onlineConfirmation: body.onlineConfirmation ?? stored.onlineConfirmation ?? 'instant',
        };
        return ok(stored, BOOKING_POLICY_TEXTS.saved);
      }),
    ],
  );
}

export const bookingPolicyFailures = {
  loading: mockPending(endpoints.getBookingPolicy),
  loadError: mockFailure(
    endpoints.getBookingPolicy,
    500,
    'Could not load the cancellation policy, please try again',
  ),
};

/** The salon's time zone. Stateful per handler set (a story's save is read back), from New York. */
export function salonTimeZoneHandlers(values: SalonTimeZone = salonTimeZone): AnyHandler[] {
  let stored = { ...values };
  return stateful(
    () => salonTimeZoneHandlers(values),
    [
      mockEndpoint(endpoints.getSalonTimeZone, () => ok(stored)),
      mockEndpoint(endpoints.updateSalonTimeZone, async ({ request }) => {
        const body: unknown = await request.json();
        if (!is(body, SalonTimeZoneBody)) {
          return fail(400, 'timeZone: must be a time zone of the IANA database, such as Europe/London');
        }
        stored = { ...stored, timeZone: body.timeZone, country: body.country ?? stored.country };
        return ok(stored, TIME_ZONE_TEXTS.saved(body.timeZone));
      }),
    ],
  );
}

export const salonTimeZoneFailures = {
  loading: mockPending(endpoints.getSalonTimeZone),
  editorsOnly: mockFailure(endpoints.updateSalonTimeZone, 403, TIME_ZONE_TEXTS.editorsOnly),
};
