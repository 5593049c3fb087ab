import type { Coupon } from '@salon/api/coupons/schemas';
import { formatMoney, type MoneyFormat } from '@salon/api/money/format';

/** A salon-local day 'YYYY-MM-DD' as 'Mar 10, 2026'. */
export { dayText } from '../core/display-text';

/** '10% off' or '$5.00 off' (in the salon's currency and locale). */
export function discountText(coupon: Pick<Coupon, 'discountType' | 'discount'>, money: MoneyFormat): string {
  return coupon.discountType === 'percent'
    ? `${coupon.discount}% off`
    : `${formatMoney(coupon.discount, money)} off`;
}

/** A day of the form's date picker (local midnight) as 'YYYY-MM-DD', and back. */
export function dayOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function dateOf(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}
