import type { PagedQuery } from '@salon/api/shared/schemas';

export const orderKeys = {
  all: ['orders'] as const,
  list: (query: PagedQuery) => ['orders', 'list', query] as const,
  changeStatus: ['orders', 'change-status'] as const,
};

export const isOrdersListKey = (key: unknown) =>
  Array.isArray(key) && key[0] === 'orders' && key[1] === 'list';

/** Spec 2 §9: 16 orders per page. */
export const ORDERS_PAGE_SIZE = 16;
