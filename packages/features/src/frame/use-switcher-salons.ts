import { getEnabledSalons } from '@salon/api/auth/endpoints';
import type { SalonRef } from '@salon/api/auth/schemas';
import type { ApiError } from '@salon/api/errors';
import useSWR from 'swr';
import { useApi } from '../core';
import { frameKeys } from './keys';

/** Salons the superadmin can switch to; nothing is fetched for other roles. */
export function useSwitcherSalons(enabled: boolean) {
  const api = useApi();
  return useSWR<SalonRef[], ApiError>(
    enabled ? frameKeys.switcherSalons : null,
    async () => (await api(getEnabledSalons)).data,
  );
}
