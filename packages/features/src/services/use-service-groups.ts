import type { ApiError } from '@salon/api/errors';
import { getServiceGroups } from '@salon/api/services/endpoints';
import type { ServiceGroup, ServiceGroupQuery } from '@salon/api/services/schemas';
import type { Paged } from '@salon/api/shared/schemas';
import useSWR from 'swr';
import { useApi } from '../core';
import { servicesKeys } from './keys';

/** One page of categories with their services, searched on the server. */
export function useServiceGroups(query: ServiceGroupQuery) {
  const api = useApi();
  return useSWR<Paged<ServiceGroup>, ApiError>(
    servicesKeys.groups(query),
    async () => (await api(getServiceGroups, { query })).data,
    { keepPreviousData: true },
  );
}
