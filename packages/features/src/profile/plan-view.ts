import { formatMoney, PLATFORM_MONEY } from '@salon/api/money/format';
import type { SubscriptionDetail } from '@salon/api/subscriptions/schemas';
import type { PlanDetails } from '@salon/ui/screens/profile/MyProfileScreen';
import { longDate } from '../core/display-text';

/** The platform's plan prices: US dollars. */
const money = (cents: number) => formatMoney(cents, PLATFORM_MONEY);

/**
 * My Profile's plan section from the subscription (spec 2 §9: dates in long format, the amount per
 * interval, max users from the plan's metadata), with the notice and the action its standing calls for.
 */
export function toPlanDetails(detail: SubscriptionDetail): PlanDetails {
  const start = longDate(detail.current_period_start);
  const end = longDate(detail.current_period_end);
  const base = {
    name: detail.product.name,
    description: detail.product.description || undefined,
    price: `${money(detail.plan.amount)} / ${detail.plan.interval}`,
    users: detail.plan.metadata.users,
    period: `${start} – ${end}`,
  };
  switch (detail.standing) {
    case 'active':
      return { ...base, status: 'Active', action: 'cancel' };
    case 'canceling':
      return {
        ...base,
        status: `Cancelled: ends on ${end}`,
        notice: `Your subscription ends on ${end}. Renew it to keep your salon open after that day.`,
        action: 'renew',
      };
    case 'past_due':
      return {
        ...base,
        status: 'Payment due',
        notice: `Your subscription ran out on ${end}. Renew it within 14 days of that day to keep your salon's website taking bookings and orders.`,
        action: 'renew',
      };
    case 'ended':
      return {
        ...base,
        status: 'Ended',
        notice:
          "Your subscription has ended: your salon's website takes no bookings or orders. Renew it to open it again.",
        action: 'renew',
      };
    default:
      return { ...base, status: 'Waiting for the first payment' };
  }
}
