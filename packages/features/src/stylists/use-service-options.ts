import type { ApiError } from '@salon/api/errors';
import { getEnabledSubServices } from '@salon/api/services/endpoints';
import useSWR from 'swr';
import { useApi } from '../core';
import { stylistsKeys } from './keys';

export interface ServiceChoice {
  value: string;
  label: string;
}

/** The salon's enabled services for the settings modal (reference list: up to 1000, spec 1 §9). */
export function useServiceOptions(enabled: boolean) {
  const api = useApi();
  return useSWR<ServiceChoice[], ApiError>(enabled ? stylistsKeys.serviceOptions : null, async () =>
    (await api(getEnabledSubServices, { query: { pageNumber: 1, pageSize: 1000 } })).data.result.map(
      (service) => ({ value: service._id, label: service.title }),
    ),
  );
}
