import type { PagedQuery } from '@salon/api/shared/schemas';

export const videosKeys = {
  all: ['videos'] as const,
  list: (query: PagedQuery) => ['videos', 'list', query] as const,
  detail: (id: string) => ['videos', 'detail', id] as const,
  categories: (query: PagedQuery) => ['videos', 'categories', query] as const,
  stylists: ['videos', 'stylists'] as const,
  upload: ['videos', 'upload'] as const,
  toggle: ['videos', 'toggle'] as const,
  delete: ['videos', 'delete'] as const,
  view: ['videos', 'view'] as const,
  saveCategory: ['videos', 'save-category'] as const,
  toggleCategory: ['videos', 'toggle-category'] as const,
  deleteCategory: ['videos', 'delete-category'] as const,
};

export const isVideoListKey = (key: unknown) =>
  Array.isArray(key) && key[0] === 'videos' && key[1] === 'list';
export const isVideoCategoriesKey = (key: unknown) =>
  Array.isArray(key) && key[0] === 'videos' && key[1] === 'categories';
