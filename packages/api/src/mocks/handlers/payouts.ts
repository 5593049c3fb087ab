import * as endpoints from '../../payouts/endpoints';
import { PAYOUT_TEXTS, type PayoutAccount } from '../../payouts/schemas';
import { payoutFixtures, STRIPE_ONBOARDING_URL } from '../factories/payouts';
import { mockEndpoint, mockFailure, mockPending, ok } from '../http';

/**
 * The Payouts page's calls: `account` is what the salon's account is (not connected by default).
 * Starting the setup answers Stripe's onboarding link and the account pending.
 */
export function payoutHandlers(account: PayoutAccount = payoutFixtures.notConnected) {
  return [
    mockEndpoint(endpoints.getPayoutAccount, () => ok(account)),
    mockEndpoint(endpoints.startPayoutOnboarding, () =>
      ok({ url: STRIPE_ONBOARDING_URL, state: 'pending' }, PAYOUT_TEXTS.started),
    ),
  ];
}

/** The site's shop: cards taken (the default), or closed with the message while payouts are not set up. */
export function shopPaymentHandlers(cardPayments = true) {
  return [
    mockEndpoint(endpoints.getShopPayments, () =>
      ok({ cardPayments, message: cardPayments ? null : PAYOUT_TEXTS.shopClosed }),
    ),
  ];
}

export const payoutFailures = {
  loading: mockPending(endpoints.getPayoutAccount),
  loadError: mockFailure(
    endpoints.getPayoutAccount,
    500,
    'Could not load the payout account, please try again',
  ),
  startError: mockFailure(
    endpoints.startPayoutOnboarding,
    502,
    'The payment provider could not take the payment: Stripe is unreachable',
  ),
};
