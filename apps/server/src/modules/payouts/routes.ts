import { getPayoutAccount, getShopPayments, startPayoutOnboarding } from '@salon/api/payouts/endpoints';
import { PAYOUT_TEXTS } from '@salon/api/payouts/schemas';
import type { ContractRouter } from '../../http/contract-route';
import type { PayoutService } from './service';

export function payoutRoutes(route: ContractRouter, payouts: PayoutService): void {
  route(getPayoutAccount, async ({ viewer }) => ({ data: await payouts.view(viewer) }));
  route(getShopPayments, async ({ query }) => ({ data: await payouts.shopPayments(query.name) }));
  route(startPayoutOnboarding, async ({ viewer }) => {
    const data = await payouts.startOnboarding(viewer);
    return { data, message: data.state === 'connected' ? PAYOUT_TEXTS.readyOffline : PAYOUT_TEXTS.started };
  });
}
