import { endpoint } from '../contract';
import { SalonNameQuery } from '../website-settings/schemas';
import { PayoutAccount, PayoutOnboarding, ShopPayments } from './schemas';

/** The viewer's salon's payout account (Stripe Connect), `not-connected` before any. */
export const getPayoutAccount = endpoint({
  method: 'GET',
  path: '/payouts/account',
  auth: 'token',
  data: PayoutAccount,
});

/**
 * Starts or continues the payout account's setup: creates the salon's one account when it has none
 * (idempotent, even retried) and answers where to send the owner.
 */
export const startPayoutOnboarding = endpoint({
  method: 'POST',
  path: '/payouts/onboarding',
  auth: 'token',
  data: PayoutOnboarding,
});

/** Whether the salon's shop takes cards now (no token): the site's shop pages say so when it does not. */
export const getShopPayments = endpoint({
  method: 'GET',
  path: '/payouts/shop',
  auth: 'none',
  query: SalonNameQuery,
  data: ShopPayments,
});

export const payoutEndpoints = { getPayoutAccount, startPayoutOnboarding, getShopPayments };
