import type { ApiError } from '@salon/api/errors';
import { getEnabledSubServices } from '@salon/api/services/endpoints';
import type { SubService } from '@salon/api/services/schemas';
import useSWR from 'swr';
import { useApi } from '../core';
import { servicesKeys } from './keys';

/** Enabled services of enabled categories (up to 1000), in category then service order. */
export function useEnabledSubServices(enabled = true) {
  const api = useApi();
  return useSWR<SubService[], ApiError>(
    enabled ? servicesKeys.enabledSubServices : null,
    async () => (await api(getEnabledSubServices, { query: { pageNumber: 1, pageSize: 1000 } })).data.result,
  );
}
