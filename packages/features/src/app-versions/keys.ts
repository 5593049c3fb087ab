import type { AppVersionListQuery } from '@salon/api/app-versions/schemas';

export const appVersionsKeys = {
  all: ['app-versions'] as const,
  list: (query: AppVersionListQuery) => ['app-versions', 'list', query] as const,
  add: ['app-versions', 'add'] as const,
  toggle: ['app-versions', 'toggle'] as const,
  delete: ['app-versions', 'delete'] as const,
};

/** Every salon, page and search of the list: revalidated together after a write. */
export const isAppVersionsListKey = (key: unknown) =>
  Array.isArray(key) && key[0] === 'app-versions' && key[1] === 'list';
