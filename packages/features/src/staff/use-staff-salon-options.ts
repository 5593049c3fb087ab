import { getEnabledSalons } from '@salon/api/auth/endpoints';
import type { SalonRef } from '@salon/api/auth/schemas';
import type { ApiError } from '@salon/api/errors';
import useSWR from 'swr';
import { useApi } from '../core';
import { staffKeys } from './keys';

/** The enabled salons the admin picks a new salon user's salon from; fetched only when `enabled`. */
export function useStaffSalonOptions(enabled: boolean) {
  const api = useApi();
  return useSWR<SalonRef[], ApiError>(
    enabled ? staffKeys.salonOptions : null,
    async () => (await api(getEnabledSalons)).data,
  );
}
