import type { PagedQuery } from '@salon/api/shared/schemas';
import { isAreaKey } from '../core/area-keys';

export const orderKeys = {
  all: ['orders'] as const,
  list: (query: PagedQuery) => ['orders', 'list', query] as const,
  changeStatus: ['orders', 'change-status'] as const,
};

export const isOrdersListKey = isAreaKey('orders', 'list');

/** Spec 2 §9: 16 orders per page. */
export const ORDERS_PAGE_SIZE = 16;
