import type { CouponListQuery } from '@salon/api/coupons/schemas';

export const couponsKeys = {
  all: ['coupons'] as const,
  list: (query: CouponListQuery) => ['coupons', 'list', query] as const,
  save: ['coupons', 'save'] as const,
  toggle: ['coupons', 'toggle'] as const,
  delete: ['coupons', 'delete'] as const,
};

/** Every page and search of the list: revalidated together after a write. */
export const isCouponsListKey = (key: unknown) =>
  Array.isArray(key) && key[0] === 'coupons' && key[1] === 'list';
