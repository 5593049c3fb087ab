import * as visits from '@salon/api/booking/endpoints';
import type { ContractRouter } from '../../../http/contract-route';
import type { VisitService } from '../visits-service';
import { CANCEL_LINK_RATE_LIMIT } from '../../appointments';

/** A client's own visits: My appointments (signed in), and the reschedule and claim links (the link is the credential). */
export function visitRoutes(route: ContractRouter, service: VisitService): void {
  route(visits.getMyAppointments, async ({ viewer, query }) => ({
    data: await service.myAppointments(viewer, query),
  }));
  route(
    visits.getRescheduleInfo,
    async ({ query }) => ({ data: await service.rescheduleInfo(query.token) }),
    { rateLimit: CANCEL_LINK_RATE_LIMIT },
  );
  route(
    visits.rescheduleByToken,
    async ({ body }) => {
      const { info, message } = await service.reschedule(body);
      return { data: info, message };
    },
    { rateLimit: CANCEL_LINK_RATE_LIMIT },
  );
  route(
    visits.claimAppointment,
    async ({ body }) => {
      const { visit, message } = await service.claim(body.token);
      return { data: visit, message };
    },
    { rateLimit: CANCEL_LINK_RATE_LIMIT },
  );
}
