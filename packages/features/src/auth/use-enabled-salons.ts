import { getEnabledSalons } from '@salon/api/auth/endpoints';
import type { SalonRef } from '@salon/api/auth/schemas';
import type { ApiError } from '@salon/api/errors';
import useSWR from 'swr';
import { useApi } from '../core';
import { authKeys } from './keys';

/** Enabled salons a client can sign up with. */
export function useEnabledSalons() {
  const api = useApi();
  return useSWR<SalonRef[], ApiError>(authKeys.enabledSalons, async () => (await api(getEnabledSalons)).data);
}
