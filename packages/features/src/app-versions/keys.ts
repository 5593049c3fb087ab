import type { AppVersionListQuery } from '@salon/api/app-versions/schemas';
import { isAreaKey, namedKeys } from '../core/area-keys';

export const appVersionsKeys = {
  all: ['app-versions'] as const,
  list: (query: AppVersionListQuery) => ['app-versions', 'list', query] as const,
  ...namedKeys('app-versions', ['add', 'toggle', 'delete']),
};

/** Every salon, page and search of the list: revalidated together after a write. */
export const isAppVersionsListKey = isAreaKey('app-versions', 'list');
