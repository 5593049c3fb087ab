import type { SubscriptionDetail } from '@salon/api/subscriptions/schemas';
import { describe, expect, it } from 'vitest';
import { subscriptionNotice } from './subscription-notice';

const detail = (standing: SubscriptionDetail['standing']): SubscriptionDetail => ({
  _id: '5b5c0000-0000-4000-8000-000000000001',
  plan: { id: 'price_demoProYear', amount: 49_900, interval: 'year', metadata: { users: '5' } },
  product: { name: 'Pro', description: 'Five calendars for a busy salon.' },
  current_period_start: Date.UTC(2025, 0, 15) / 1000,
  current_period_end: Date.UTC(2026, 0, 15) / 1000,
  cancel_at_period_end: standing === 'canceling',
  standing,
});

describe('subscriptionNotice', () => {
  it('asks the owner to renew an ended or past-due plan, with the way to My Profile', () => {
    expect(subscriptionNotice(detail('ended'))).toEqual({
      text: "Your subscription has ended: your salon's website takes no bookings or orders.",
      linkLabel: 'Renew in My Profile',
      href: '/my-profile',
    });
    expect(subscriptionNotice(detail('past_due'))?.text).toBe(
      "Your subscription ran out on January 15, 2026. Renew it within 14 days of that day to keep your salon's website open.",
    );
  });

  it('says nothing while the plan runs, is cancelled but running, waits for payment, or is absent', () => {
    for (const standing of ['active', 'canceling', 'pending'] as const) {
      expect(subscriptionNotice(detail(standing))).toBeNull();
    }
    expect(subscriptionNotice(null)).toBeNull();
    expect(subscriptionNotice(undefined)).toBeNull();
  });
});
