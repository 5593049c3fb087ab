import type { CouponListQuery } from '@salon/api/coupons/schemas';
import { isAreaKey, namedKeys } from '../core/area-keys';

export const couponsKeys = {
  all: ['coupons'] as const,
  list: (query: CouponListQuery) => ['coupons', 'list', query] as const,
  ...namedKeys('coupons', ['save', 'toggle', 'delete']),
};

/** Every page and search of the list: revalidated together after a write. */
export const isCouponsListKey = isAreaKey('coupons', 'list');
