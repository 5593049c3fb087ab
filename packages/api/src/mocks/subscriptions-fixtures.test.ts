import { assert } from 'superstruct';
import { describe, it } from 'vitest';
import { PaymentConfig, SubscriptionDetail } from '../subscriptions/schemas';
import { buildSubscriptionDetail, endedSubscription, offlinePaymentConfig } from './factories/subscriptions';

describe('subscription fixtures', () => {
  it('pass the contract', () => {
    assert(buildSubscriptionDetail(), SubscriptionDetail);
    assert(endedSubscription, SubscriptionDetail);
    assert(offlinePaymentConfig, PaymentConfig);
  });
});
