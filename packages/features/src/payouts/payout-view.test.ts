import { payoutFixtures } from '@salon/api/mocks/factories/payouts';
import { describe, expect, it } from 'vitest';
import { payoutsStateOf } from './payout-view';

describe('the Payouts page’s state', () => {
  it('lists what Stripe still needs in words, each once', () => {
    expect(payoutsStateOf(payoutFixtures.pending)).toEqual({
      status: 'pending',
      requirements: [
        'A bank account for payouts',
        'Your date of birth',
        'Accepting Stripe’s terms of service',
      ],
    });
  });

  it('shows the last payout with its amount, status and day', () => {
    expect(payoutsStateOf(payoutFixtures.connected)).toEqual({
      status: 'connected',
      payoutsEnabled: true,
      lastPayout: {
        amount: '$124.50',
        statusText: 'Paid',
        tone: 'success',
        date: 'Mar 14, 2026',
        failureMessage: null,
      },
    });
    expect(payoutsStateOf(payoutFixtures.notConnected)).toEqual({ status: 'not-connected' });
  });
});
