import type { ApiError } from '@salon/api/errors';
import { getAdminSalonSubscription } from '@salon/api/reports/endpoints';
import type { SalonSubscription } from '@salon/api/reports/schemas';
import useSWR from 'swr';
import { useApi } from '../core';
import { dashboardKeys } from './keys';

/** Each salon's subscription, soonest expiry first (the admin's side panel). */
export function useSalonSubscriptions(enabled: boolean) {
  const api = useApi();
  return useSWR<SalonSubscription[], ApiError>(
    enabled ? dashboardKeys.adminSubscriptions : null,
    async () => (await api(getAdminSalonSubscription, {})).data,
  );
}
