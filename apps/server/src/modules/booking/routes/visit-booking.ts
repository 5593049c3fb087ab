import * as booking from '@salon/api/booking/endpoints';
import { BOOKING_TOO_MANY } from '@salon/api/booking/schemas';
import { VISIT_MESSAGES } from '@salon/api/booking/visit-booking';
import type { ContractRouter } from '../../../http/contract-route';
import { byClient, type Limits } from '../../../http/rate-limit';
import type { VisitBookingService } from '../visit-booking-service';

/** The public site's multi-service visits: availability and booking, no token needed. */
export function visitBookingRoutes(
  route: ContractRouter,
  service: VisitBookingService,
  limits: Limits,
): void {
  // The same count as single bookings: only accepted bookings count, per client address.
  const bookingLimit = limits.limit('booking', BOOKING_TOO_MANY);
  route(booking.getVisitAvailability, async ({ body }) => ({ data: await service.availability(body) }));
  route(
    booking.addVisitFromWebsite,
    async ({ body, optionalViewer, request }) => {
      const data = await service.book(body, optionalViewer);
      await bookingLimit?.count(byClient(request, optionalViewer));
      return { data, message: VISIT_MESSAGES.booked };
    },
    bookingLimit ? { limit: (request, viewer) => bookingLimit.assertAllowed(byClient(request, viewer)) } : {},
  );
}
