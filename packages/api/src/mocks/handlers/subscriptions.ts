import * as salons from '../../salons/endpoints';
import * as endpoints from '../../subscriptions/endpoints';
import type { SubscriptionDetail } from '../../subscriptions/schemas';
import {
  billingHistoryFixture,
  buildSubscriptionDetail,
  offlinePaymentConfig,
} from '../factories/subscriptions';
import { fail, mockEndpoint, mockPending, ok } from '../http';
import type { AnyHandler } from 'msw';
import { stateful } from '../stateful';

/**
 * The owner's subscription, stateful per handler set: cancel marks it cancelling, renew makes it
 * active again, and the next `get-subscription-detail` answers the change.
 */
export function subscriptionHandlers(
  initial: SubscriptionDetail | null = buildSubscriptionDetail(),
): AnyHandler[] {
  let current = initial;
  return stateful(
    () => subscriptionHandlers(initial),
    [
      mockEndpoint(endpoints.getSubscriptionDetail, () => ok(current)),
      mockEndpoint(salons.cancelSubscription, ({ request }) => {
        if (current) current = { ...current, cancel_at_period_end: true, standing: 'canceling' };
        return ok(
          { _id: new URL(request.url).searchParams.get('id') ?? '', cancel_at_period_end: true },
          'Your subscription will end at the end of the current period',
        );
      }),
      mockEndpoint(endpoints.renewSubscription, () => {
        if (!current) return fail(404, 'This salon has no subscription');
        current = { ...buildSubscriptionDetail(), _id: current._id };
        return ok(current, 'Your subscription is active');
      }),
      mockEndpoint(endpoints.getPaymentConfig, () => ok(offlinePaymentConfig)),
      mockEndpoint(endpoints.getBillingHistory, () => ok(current ? billingHistoryFixture : [])),
    ],
  );
}

export const subscriptionFailures = {
  detailLoading: mockPending(endpoints.getSubscriptionDetail),
  billingHistoryLoading: mockPending(endpoints.getBillingHistory),
  billingHistoryEmpty: mockEndpoint(endpoints.getBillingHistory, () => ok([])),
};
