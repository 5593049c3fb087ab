import type { ServiceGroupQuery } from '@salon/api/services/schemas';

export const servicesKeys = {
  all: ['services'] as const,
  groups: (query: ServiceGroupQuery) => ['services', 'groups', query] as const,
  enabledCategories: ['services', 'enabled-categories'] as const,
  enabledSubServices: ['services', 'enabled-sub-services'] as const,
  save: ['services', 'save'] as const,
  toggle: ['services', 'toggle'] as const,
  delete: ['services', 'delete'] as const,
  rank: ['services', 'rank'] as const,
};

/** Every list of the area (all pages and searches, and the enabled lists): revalidated after a write. */
export const isServicesKey = (key: unknown) => Array.isArray(key) && key[0] === 'services';
export const isServiceGroupsKey = (key: unknown) =>
  Array.isArray(key) && key[0] === 'services' && key[1] === 'groups';
