import { getAdminSalonSubscription } from '@salon/api/dashboard/endpoints';
import { useApiQuery } from '../core';
import { dashboardKeys } from './keys';

/** Each salon's subscription, soonest expiry first (the admin's side panel). */
export function useSalonSubscriptions(enabled: boolean) {
  return useApiQuery(enabled ? dashboardKeys.adminSubscriptions : null, getAdminSalonSubscription);
}
