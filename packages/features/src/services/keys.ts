import type { ServiceGroupQuery } from '@salon/api/services/schemas';
import { isAreaKey, namedKeys } from '../core/area-keys';

export const servicesKeys = {
  all: ['services'] as const,
  groups: (query: ServiceGroupQuery) => ['services', 'groups', query] as const,
  ...namedKeys('services', [
    'enabled-categories',
    'enabled-sub-services',
    'save',
    'toggle',
    'delete',
    'rank',
  ]),
};

/** Every list of the area (all pages and searches, and the enabled lists): revalidated after a write. */
export const isServicesKey = isAreaKey('services');
export const isServiceGroupsKey = isAreaKey('services', 'groups');
