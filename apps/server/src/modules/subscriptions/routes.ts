import { cancelSubscription } from '@salon/api/salons/endpoints';
import {
  getBillingHistory,
  getPaymentConfig,
  getSubscriptionDetail,
  renewSubscription,
} from '@salon/api/subscriptions/endpoints';
import type { ContractRouter } from '../../http/contract-route';
import type { SubscriptionService } from './service';

export function subscriptionRoutes(route: ContractRouter, subscriptions: SubscriptionService): void {
  route(getSubscriptionDetail, async ({ viewer }) => ({ data: await subscriptions.detail(viewer) }));

  route(cancelSubscription, async ({ viewer, query }) => ({
    data: await subscriptions.cancel(viewer, query.id),
    message: 'Your subscription will end at the end of the current period',
  }));

  route(renewSubscription, async ({ viewer }) => {
    const detail = await subscriptions.renew(viewer);
    return { data: detail, message: 'Your subscription is active' };
  });

  route(getBillingHistory, async ({ viewer }) => ({ data: await subscriptions.billingHistory(viewer) }));

  route(getPaymentConfig, async () => ({ data: subscriptions.paymentConfig() }));
}
