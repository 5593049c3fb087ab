import type { PayoutAccount } from '../../payouts/schemas';
import { builder } from '../builders';
import { daysFromNow } from '../clock';

export const buildPayoutAccount = builder<PayoutAccount>(() => ({
  state: 'not-connected',
  chargesEnabled: false,
  payoutsEnabled: false,
  detailsSubmitted: false,
  requirements: [],
  disabledReason: null,
  lastPayout: null,
  updatedAt: null,
}));

/** The Payouts page's states: no account, one Stripe still needs things for, and one that is paid out. */
export const payoutFixtures = {
  notConnected: buildPayoutAccount(),
  pending: buildPayoutAccount({
    state: 'pending',
    requirements: ['external_account', 'individual.dob.day', 'individual.dob.month', 'tos_acceptance.date'],
    disabledReason: 'requirements.past_due',
    updatedAt: daysFromNow(-1).toISOString(),
  }),
  connected: buildPayoutAccount({
    state: 'connected',
    chargesEnabled: true,
    payoutsEnabled: true,
    detailsSubmitted: true,
    lastPayout: {
      status: 'paid',
      amount: 12_450,
      currency: 'usd',
      arrivalDate: daysFromNow(-2).toISOString(),
      failureMessage: null,
    },
    updatedAt: daysFromNow(-2).toISOString(),
  }),
};

/** Where the stories' onboarding link points (Stripe's hosted onboarding). */
export const STRIPE_ONBOARDING_URL = 'https://connect.stripe.com/setup/e/acct_demo/onboarding';
