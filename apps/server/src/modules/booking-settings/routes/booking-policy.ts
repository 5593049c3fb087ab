import { getBookingPolicy, updateBookingPolicy } from '@salon/api/booking-settings/endpoints';
import type { ContractRouter } from '../../../http/contract-route';
import type { ClientChangePolicies } from '../client-change-policy';

/** The salon's cancellation policy (owner, managers, the superadmin in the salon). */
export function bookingPolicyRoutes(route: ContractRouter, policies: ClientChangePolicies): void {
  route(getBookingPolicy, async ({ viewer }) => ({ data: await policies.settings(viewer) }));
  route(updateBookingPolicy, async ({ viewer, body }) => {
    const { policy, message } = await policies.saveSettings(viewer, body);
    return { data: policy, message };
  });
}
