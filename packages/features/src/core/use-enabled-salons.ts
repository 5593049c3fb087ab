import { getEnabledSalons } from '@salon/api/auth/endpoints';
import { useApiQuery } from './use-api-query';

const ENABLED_SALONS_KEY = ['salons', 'enabled'] as const;

/**
 * The enabled salons (`GET /salon/get-enable-salon`), one cached list for every picker: sign-up, the
 * superadmin's switcher, the admin's staff and app-version salon choices. Nothing is fetched while
 * `enabled` is false.
 */
export function useEnabledSalons(enabled = true) {
  return useApiQuery(enabled ? ENABLED_SALONS_KEY : null, getEnabledSalons);
}
