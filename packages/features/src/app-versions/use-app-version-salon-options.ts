import { getEnabledSalons } from '@salon/api/auth/endpoints';
import type { SalonRef } from '@salon/api/auth/schemas';
import type { ApiError } from '@salon/api/errors';
import useSWR from 'swr';
import { useApi } from '../core';
import { appVersionsKeys } from './keys';

/** The salons of the salon filter: the admin picks whose app versions the list shows. */
export function useAppVersionSalonOptions() {
  const api = useApi();
  return useSWR<SalonRef[], ApiError>(
    appVersionsKeys.salonOptions,
    async () => (await api(getEnabledSalons)).data,
  );
}
