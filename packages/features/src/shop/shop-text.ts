import type { WebsiteCoupon } from '@salon/api/coupons/schemas';
import { formatMoney, type MoneyFormat } from '@salon/api/money/format';
import type { Order, PaymentStatus } from '@salon/api/orders/schemas';
import { dayText } from '../core/display-text';

/** Minor units in the salon's currency and locale: 4500 USD en-US as '$45.00'. */
export function money(minorUnits: number, format: MoneyFormat): string {
  return formatMoney(minorUnits, format);
}

/** An instant as 'Mar 14, 2026' (the browser's day). */
export function instantText(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(
    new Date(iso),
  );
}

export function discountText(
  coupon: Pick<WebsiteCoupon, 'discountType' | 'discount'>,
  format: MoneyFormat,
): string {
  return coupon.discountType === 'percent'
    ? `${coupon.discount}% off`
    : `${money(coupon.discount, format)} off`;
}

/** 'Valid till Apr 15, 2026', or its start too when it has not started on `today` ('YYYY-MM-DD'). */
export function validityText(coupon: Pick<WebsiteCoupon, 'startDate' | 'expireDate'>, today: string): string {
  return coupon.startDate > today
    ? `From ${dayText(coupon.startDate)} till ${dayText(coupon.expireDate)}`
    : `Valid till ${dayText(coupon.expireDate)}`;
}

const PAYMENT_TEXT: Record<PaymentStatus, string> = {
  unpaid: 'Awaiting payment',
  requires_action: 'Awaiting authentication',
  processing: 'Payment processing',
  paid: 'Paid',
  failed: 'Payment failed',
  canceled: 'Canceled',
};

export function paymentText(status: PaymentStatus): string {
  return PAYMENT_TEXT[status];
}

/** A phone masked except its last 4 digits (spec 2 §9): '***-***-0106'. */
export function maskedPhone(phone: string | null): string | null {
  if (!phone) return null;
  const digits = phone.replace(/\D/g, '');
  return digits.length >= 4 ? `***-***-${digits.slice(-4)}` : null;
}

export function itemCountText(order: Pick<Order, 'items'>): string {
  const count = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return count === 1 ? '1 item' : `${count} items`;
}

/** An order's totals as its summaries show them: the items, the coupon's discount, shipping and the total. */
export function orderTotalsText(order: Order, locale: string) {
  // An order's amounts are in its own currency (the salon's when it was placed).
  const format = { currency: order.currency, locale };
  return {
    amount: money(order.amount, format),
    discount:
      order.discount > 0
        ? { code: order.couponCode ?? '', amount: `−${money(order.discount, format)}` }
        : null,
    shipping: order.otherAmount > 0 ? money(order.otherAmount, format) : 'Free',
    total: money(order.totalAmount, format),
  };
}
