import type { WebsiteCouponQuery } from '@salon/api/coupons/schemas';
import type { CartCheckLine, CustomerOrdersQuery } from '@salon/api/orders/schemas';
import type { WebsiteCategoryQuery, WebsiteProductListBody } from '@salon/api/products/schemas';
import { namedKeys } from '../core/area-keys';

export const shopKeys = {
  discounts: (query: WebsiteCouponQuery) => ['shop', 'discounts', query] as const,
  orders: (customerId: string, query: CustomerOrdersQuery) => ['shop', 'orders', customerId, query] as const,
  order: (customerId: string, id: string) => ['shop', 'order', customerId, id] as const,
  products: (body: WebsiteProductListBody) => ['shop', 'products', body] as const,
  categories: (query: WebsiteCategoryQuery) => ['shop', 'categories', query] as const,
  product: (id: string) => ['shop', 'product', id] as const,
  similar: (id: string, salonName: string) => ['shop', 'similar', id, salonName] as const,
  cartCheck: (salonName: string, items: CartCheckLine[]) => ['shop', 'cart-check', salonName, items] as const,
  couponQuote: (salonName: string, code: string, items: CartCheckLine[]) =>
    ['shop', 'coupon-quote', salonName, code, items] as const,
  /** Whether the salon's shop takes cards now (its payouts set up). */
  payments: (salonName: string) => ['shop', 'payments', salonName] as const,
  paymentOrder: (customerId: string, id: string) => ['shop', 'payment-order', customerId, id] as const,
  ...namedKeys('shop', ['place-order', 'pay', 'confirm-payment', 'apply-coupon']),
};
