import { formatMoney, PLATFORM_MONEY } from '@salon/api/money/format';
import type {
  CouponDuration,
  PromotionCode,
  ProviderCoupon,
  SubscriptionPackage,
} from '@salon/api/billing/schemas';
import { priceCents } from '@salon/ui/screens/products/ProductFormModal';
import type { PackageCardView } from '@salon/ui/screens/billing/SubscriptionPackagesScreen';

/** 2900 → '$29.00': the platform's plans and coupons are in US dollars. */
export const money = (cents: number) => formatMoney(cents, PLATFORM_MONEY);

/** Dollars as typed ('29.5') → cents (2950); the forms checked the text already. */
export const cents = (text: string) => priceCents(text) ?? 0;

const DURATIONS: Record<CouponDuration, string> = {
  once: 'Once',
  repeating: 'Repeating',
  forever: 'Forever',
};

/** 'Once', 'Repeating, 3 months' or 'Forever'. */
export function durationText(coupon: Pick<ProviderCoupon, 'duration' | 'duration_in_months'>): string {
  if (coupon.duration === 'repeating' && coupon.duration_in_months) {
    const months = coupon.duration_in_months;
    return `Repeating, ${months} ${months === 1 ? 'month' : 'months'}`;
  }
  return DURATIONS[coupon.duration];
}

/** '$10.00 off' (or '15% off' for a percentage coupon made elsewhere). */
export function discountText(coupon: Pick<ProviderCoupon, 'amount_off' | 'percent_off'>): string {
  if (coupon.amount_off !== null) return `${money(coupon.amount_off)} off`;
  return `${coupon.percent_off ?? 0}% off`;
}

/** '$10.00 off, once'. */
export const couponSummary = (coupon: PromotionCode['coupon'] | ProviderCoupon) =>
  `${discountText(coupon)}, ${durationText(coupon).toLowerCase()}`;

export function packageCard(pkg: SubscriptionPackage): PackageCardView {
  return {
    id: pkg.id,
    name: pkg.name,
    description: pkg.description,
    active: pkg.active,
    calendars: pkg.metadata.calendars,
    users: pkg.metadata.users,
    plans: pkg.plans.map((plan) => ({
      id: plan.id,
      interval: plan.interval,
      price: money(plan.amount),
      active: plan.active,
    })),
  };
}
