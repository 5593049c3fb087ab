import * as appointments from '@salon/api/appointments/endpoints';
import * as booking from '@salon/api/booking/endpoints';
import type { ContractRouter } from '../../../http/contract-route';
import type { NoShowService } from '../no-shows';
import { CANCEL_LINK_RATE_LIMIT } from '../../appointments';

/** The calendar's No-show (staff) and the client's payment link of a fee (public, signed). */
export function noShowRoutes(route: ContractRouter, service: NoShowService): void {
  route(appointments.getNoShowCharge, async ({ viewer, params }) => ({
    data: await service.quote(viewer, params.id),
  }));
  route(appointments.markNoShow, async ({ viewer, params }) => service.mark(viewer, params.id));
  route(booking.getFeePayment, async ({ query }) => ({ data: await service.feePayment(query.token) }), {
    rateLimit: CANCEL_LINK_RATE_LIMIT,
  });
  route(booking.payAppointmentFee, async ({ body }) => service.payFee(body), {
    rateLimit: CANCEL_LINK_RATE_LIMIT,
  });
}
