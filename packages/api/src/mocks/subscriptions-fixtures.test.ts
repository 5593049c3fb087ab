import { assert } from 'superstruct';
import { describe, it } from 'vitest';
import { BillingHistory, PaymentConfig, SubscriptionDetail } from '../subscriptions/schemas';
import {
  billingHistoryFixture,
  buildSubscriptionDetail,
  endedSubscription,
  offlinePaymentConfig,
} from './factories/subscriptions';

describe('subscription fixtures', () => {
  it('pass the contract', () => {
    assert(buildSubscriptionDetail(), SubscriptionDetail);
    assert(endedSubscription, SubscriptionDetail);
    assert(offlinePaymentConfig, PaymentConfig);
    assert(billingHistoryFixture, BillingHistory);
  });
});
