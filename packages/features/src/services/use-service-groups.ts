import { getServiceGroups } from '@salon/api/services/endpoints';
import type { ServiceGroupQuery } from '@salon/api/services/schemas';
import { useApiQuery } from '../core';
import { servicesKeys } from './keys';

/** One page of categories with their services, searched on the server. */
export function useServiceGroups(query: ServiceGroupQuery) {
  return useApiQuery(servicesKeys.groups(query), getServiceGroups, { query }, { keepPreviousData: true });
}
