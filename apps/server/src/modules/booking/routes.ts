import * as booking from '@salon/api/booking/endpoints';
import type { ContractRouter } from '../../http/contract-route';
import type { BookingService } from './service';

/** Public routes of the salon website (no token; a signed-in customer's token is used when sent). */
export function bookingRoutes(route: ContractRouter, service: BookingService): void {
  route(booking.getAvailableAppointmentByDate, async ({ body }) => ({
    data: await service.availableDay(body),
  }));
  route(booking.addAppointmentFromWebsite, async ({ body, optionalViewer }) => ({
    data: await service.book(body, optionalViewer),
    message: 'Your appointment has been booked',
  }));
}
