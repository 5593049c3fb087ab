import * as booking from '@salon/api/booking/endpoints';
import { BOOKING_TOO_MANY } from '@salon/api/booking/schemas';
import type { ContractRouter } from '../../../http/contract-route';
import { byClient, type Limits } from '../../../http/rate-limit';
import type { BookingService } from '../booking-service';
import { CANCEL_LINK_RATE_LIMIT } from '../../appointments';
import { HOLD_RELEASED } from '../messages';

/** Public routes of the salon website (no token; a signed-in customer's token is used when sent). */
export function bookingRoutes(route: ContractRouter, service: BookingService, limits: Limits): void {
  // Only accepted bookings count: a taken slot or a mistyped form costs the visitor nothing, and what
  // protects the salon (slots held by a script) is bounded all the same.
  const bookingLimit = limits.limit('booking', BOOKING_TOO_MANY);
  route(booking.getAvailableAppointmentByDate, async ({ body }) => ({
    data: await service.availableDay(body),
  }));
  route(booking.getAvailableTimesByDate, async ({ body }) => ({
    data: await service.availableTimes(body),
  }));
  route(booking.getNextAvailableDate, async ({ body }) => ({
    data: await service.nextAvailableDate(body),
  }));
  route(
    booking.addAppointmentFromWebsite,
    async ({ body, optionalViewer, request }) => {
      const data = await service.book(body, optionalViewer);
      await bookingLimit?.count(byClient(request, optionalViewer));
      return { data, message: 'Your appointment has been booked' };
    },
    bookingLimit ? { limit: (request, viewer) => bookingLimit.assertAllowed(byClient(request, viewer)) } : {},
  );
  // Deposits: the key is the visitor's proof; the same limit per address as the cancel links.
  route(booking.payBookingDeposit, async ({ body }) => ({ data: await service.payDeposit(body) }), {
    rateLimit: CANCEL_LINK_RATE_LIMIT,
  });
  route(booking.confirmBookingDeposit, async ({ body }) => ({ data: await service.confirmDeposit(body) }), {
    rateLimit: CANCEL_LINK_RATE_LIMIT,
  });
  route(booking.saveBookingCard, async ({ body }) => ({ data: await service.saveCard(body) }), {
    rateLimit: CANCEL_LINK_RATE_LIMIT,
  });
  route(booking.confirmBookingCard, async ({ body }) => ({ data: await service.confirmCard(body) }), {
    rateLimit: CANCEL_LINK_RATE_LIMIT,
  });
  route(booking.getHeldBooking, async ({ query }) => ({ data: await service.heldBooking(query) }), {
    rateLimit: CANCEL_LINK_RATE_LIMIT,
  });
  route(
    booking.releaseBookingHold,
    async ({ body }) => {
      const data = await service.releaseHold(body);
      return { data, ...(data.released ? { message: HOLD_RELEASED } : {}) };
    },
    { rateLimit: CANCEL_LINK_RATE_LIMIT },
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
