import { getEnabledSalons } from '@salon/api/auth/endpoints';
import type { SalonRef } from '@salon/api/auth/schemas';
import type { ApiError } from '@salon/api/errors';
import useSWR from 'swr';
import { useApi } from './FeaturesProvider';

const ENABLED_SALONS_KEY = ['salons', 'enabled'] as const;

/**
 * The enabled salons (`GET /salon/get-enable-salon`), one cached list for every picker: sign-up, the
 * superadmin's switcher, the admin's staff and app-version salon choices. Nothing is fetched while
 * `enabled` is false.
 */
export function useEnabledSalons(enabled = true) {
  const api = useApi();
  return useSWR<SalonRef[], ApiError>(
    enabled ? ENABLED_SALONS_KEY : null,
    async () => (await api(getEnabledSalons)).data,
  );
}
