import type { ApiError } from '@salon/api/errors';
import { getEnabledCategories } from '@salon/api/services/endpoints';
import type { ServiceCategory } from '@salon/api/services/schemas';
import useSWR from 'swr';
import { useApi } from '../core';
import { servicesKeys } from './keys';

/** Enabled categories (up to 1000, the spec's reference-list size), e.g. for the service form's select. */
export function useEnabledCategories(enabled = true) {
  const api = useApi();
  return useSWR<ServiceCategory[], ApiError>(
    enabled ? servicesKeys.enabledCategories : null,
    async () => (await api(getEnabledCategories, { query: { pageNumber: 1, pageSize: 1000 } })).data.result,
  );
}
