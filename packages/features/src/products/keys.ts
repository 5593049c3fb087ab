import type { PagedQuery } from '@salon/api/shared/schemas';
import { namedKeys } from '../core/area-keys';

export const productKeys = {
  all: ['products'] as const,
  categories: (query: PagedQuery) => ['products', 'categories', query] as const,
  list: (query: PagedQuery) => ['products', 'list', query] as const,
  detail: (id: string) => ['products', 'detail', id] as const,
  saveProduct: ['products', 'save'] as const,
  enableProduct: ['products', 'enable'] as const,
  deleteProduct: ['products', 'delete'] as const,
  ...namedKeys('products', ['add-stock', 'save-category', 'enable-category', 'delete-category']),
};

/** Every read of the area (lists, pages, details): revalidated together after a write. */
export const isProductsReadKey = (key: unknown) =>
  Array.isArray(key) && key[0] === 'products' && ['categories', 'list', 'detail'].includes(key[1] as string);

/** Page sizes of spec 2 §9: 20 products or categories per page; the form's category list loads 1000. */
export const PRODUCTS_PAGE_SIZE = 20;
export const CATEGORY_OPTIONS_PAGE_SIZE = 1000;
