import type { SubscriptionDetail } from '@salon/api/subscriptions/schemas';
import { describe, expect, it } from 'vitest';
import { toPlanDetails } from './plan-view';

const detail = (overrides: Partial<SubscriptionDetail> = {}): SubscriptionDetail => ({
  _id: '5b5c0000-0000-4000-8000-000000000001',
  plan: { id: 'price_demoProYear', amount: 49_900, interval: 'year', metadata: { users: '5' } },
  product: { name: 'Pro', description: 'Five calendars for a busy salon.' },
  current_period_start: Date.UTC(2026, 0, 15) / 1000,
  current_period_end: Date.UTC(2027, 0, 15) / 1000,
  cancel_at_period_end: false,
  standing: 'active',
  ...overrides,
});

describe('toPlanDetails', () => {
  it('shows the plan in long dates, the price per interval and the users', () => {
    expect(toPlanDetails(detail())).toEqual({
      name: 'Pro',
      description: 'Five calendars for a busy salon.',
      price: '$499.00 / year',
      users: '5',
      period: 'January 15, 2026 – January 15, 2027',
      status: 'Active',
      action: 'cancel',
    });
  });

  it('offers renewal with a notice once cancelled, past due or ended', () => {
    expect(toPlanDetails(detail({ standing: 'canceling', cancel_at_period_end: true }))).toMatchObject({
      status: 'Cancelled: ends on January 15, 2027',
      action: 'renew',
    });
    expect(toPlanDetails(detail({ standing: 'past_due' })).action).toBe('renew');
    const ended = toPlanDetails(detail({ standing: 'ended' }));
    expect(ended).toMatchObject({ status: 'Ended', action: 'renew' });
    expect(ended.notice).toContain('takes no bookings or orders');
    expect(toPlanDetails(detail({ standing: 'pending' })).action).toBeUndefined();
  });
});
