import { PAST_DUE_GRACE_DAYS, type SubscriptionStanding } from '@salon/api/subscriptions/schemas';
import type { SalonSubscriptionRow } from '../../db/schema';

const DAY_MS = 86_400_000;

/**
 * Where a subscription stands at `now` (the rule of README "The salon's subscription"). The provider's
 * status comes first; past its period a subscription is `past_due` for a grace of 14 days (Stripe retries
 * the renewal payment meanwhile; offline nothing renews by itself), then `ended`. A cancelled one ends
 * with its period.
 */
export function standingOf(
  row: Pick<SalonSubscriptionRow, 'status' | 'expiresAt' | 'cancelAtPeriodEnd'>,
  now: Date,
): SubscriptionStanding {
  if (row.status === 'incomplete') return 'pending';
  if (row.status === 'canceled') return 'ended';
  const over = row.expiresAt.getTime() <= now.getTime();
  if (over && row.cancelAtPeriodEnd) return 'ended';
  if (row.expiresAt.getTime() + PAST_DUE_GRACE_DAYS * DAY_MS <= now.getTime()) return 'ended';
  if (over || row.status === 'past_due') return 'past_due';
  return row.cancelAtPeriodEnd ? 'canceling' : 'active';
}
