import type { PagedQuery } from '@salon/api/shared/schemas';
import { isAreaKey, namedKeys } from '../core/area-keys';

export const videosKeys = {
  all: ['videos'] as const,
  list: (query: PagedQuery) => ['videos', 'list', query] as const,
  detail: (id: string) => ['videos', 'detail', id] as const,
  categories: (query: PagedQuery) => ['videos', 'categories', query] as const,
  ...namedKeys('videos', [
    'stylists',
    'upload',
    'toggle',
    'delete',
    'view',
    'save-category',
    'toggle-category',
    'delete-category',
  ]),
};

export const isVideoListKey = isAreaKey('videos', 'list');
export const isVideoCategoriesKey = isAreaKey('videos', 'categories');
