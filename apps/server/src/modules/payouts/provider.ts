import type { PayoutProviderValue } from '../../db/schema';

/** A connected account as its provider describes it (Stripe's Account object, offline a ready one). */
export interface ConnectedAccountState {
  accountId: string;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
  /** Stripe's `requirements.currently_due`. */
  currentlyDue: string[];
  /** Stripe's `requirements.disabled_reason`. */
  disabledReason: string | null;
}

/** Where the onboarding link sends the owner back: done (`returnUrl`) or the link expired (`refreshUrl`). */
export interface OnboardingUrls {
  returnUrl: string;
  refreshUrl: string;
}

/**
 * The salons' payout accounts. `OfflinePayoutProvider` (the embedded default and every test) makes an
 * account that can take charges and be paid out at once; `StripePayoutProvider` (PAYMENTS=stripe)
 * creates a Stripe Connect account with the Express dashboard and sends the owner to Stripe's hosted
 * onboarding.
 */
export interface PayoutProvider {
  readonly name: PayoutProviderValue;
  /** The salon's account, made once per salon even when the call is retried. */
  createAccount(salonId: string): Promise<ConnectedAccountState>;
  /** Where the owner goes to give what the provider still needs (offline: straight back). */
  onboardingLink(accountId: string, urls: OnboardingUrls): Promise<string>;
}
