import * as booking from '@salon/api/booking/endpoints';
import { BOOKING_TOO_MANY } from '@salon/api/booking/schemas';
import { TooManyRequestsError } from '../../../errors';
import type { ContractRouter } from '../../../http/contract-route';
import type { BookingService } from '../booking-service';

/** The cancel-link calls, per client IP: plenty for a person, a wall for a script. */
export const CANCEL_LINK_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

/**
 * Bookings from the public site per client address. Phones on one mobile carrier or an office's
 * network often share an address, and a family books several people in one sitting, so the limit is
 * well above what one visitor needs; a script still books at most 40 slots an hour per address.
 */
export const BOOKING_RATE_LIMIT = { max: 10, timeWindow: 15 * 60 * 1000 };

/** Public routes of the salon website (no token; a signed-in customer's token is used when sent). */
export function bookingRoutes(
  route: ContractRouter,
  service: BookingService,
  /** Off (false) in tests unless a test gives it. */
  bookingLimit: { max: number; timeWindow: number } | false = BOOKING_RATE_LIMIT,
): void {
  route(booking.getAvailableAppointmentByDate, async ({ body }) => ({
    data: await service.availableDay(body),
  }));
  route(booking.getNextAvailableDate, async ({ body }) => ({
    data: await service.nextAvailableDate(body),
  }));
  route(
    booking.addAppointmentFromWebsite,
    async ({ body, optionalViewer }) => ({
      data: await service.book(body, optionalViewer),
      message: 'Your appointment has been booked',
    }),
    bookingLimit === false
      ? {}
      : {
          rateLimit: {
            ...bookingLimit,
            keyGenerator: (request) => request.ip,
            errorResponseBuilder: () => new TooManyRequestsError(BOOKING_TOO_MANY),
          },
        },
  );
  route(booking.getCancelInfo, async ({ query }) => ({ data: await service.cancelInfo(query.token) }), {
    rateLimit: CANCEL_LINK_RATE_LIMIT,
  });
  route(
    booking.cancelAppointmentByToken,
    async ({ body }) => {
      const { info, message } = await service.cancelByToken(body.token);
      return { data: info, message };
    },
    { rateLimit: CANCEL_LINK_RATE_LIMIT },
  );
}
