import type Stripe from 'stripe';
import { HttpError } from '../../errors';
import type { ConnectedAccountState, OnboardingUrls, PayoutProvider } from './provider';

/** The part of the Stripe client payouts use: a test passes a fake of the same shape. */
export interface StripeConnectClient {
  accounts: {
    create(params: Stripe.AccountCreateParams, options?: Stripe.RequestOptions): Promise<Stripe.Account>;
  };
  accountLinks: {
    create(params: Stripe.AccountLinkCreateParams): Promise<Stripe.AccountLink>;
  };
}

/** Stripe could not be reached or refused: 502, nothing changed. */
export class PayoutProviderError extends HttpError {
  constructor(reason: string) {
    super(502, `Stripe could not set up payouts: ${reason}`, 'payout_provider');
  }
}

/** Our view of a Stripe Account object (the create answer and `account.updated`'s object). */
export function accountStateOf(account: Stripe.Account): ConnectedAccountState {
  return {
    accountId: account.id,
    chargesEnabled: account.charges_enabled ?? false,
    payoutsEnabled: account.payouts_enabled ?? false,
    detailsSubmitted: account.details_submitted ?? false,
    currentlyDue: account.requirements?.currently_due ?? [],
    disabledReason: account.requirements?.disabled_reason ?? null,
  };
}

/**
 * Stripe Connect: one connected account per salon with the Express dashboard (the controller
 * properties that replace the deprecated `type: 'express'`: Stripe collects the requirements, the
 * platform pays Stripe's fees and is liable for losses), card payments and transfers requested; the
 * owner finishes it on Stripe's hosted onboarding (an Account Link).
 */
export class StripePayoutProvider implements PayoutProvider {
  readonly name = 'stripe' as const;

  constructor(private readonly stripe: StripeConnectClient) {}

  async createAccount(salonId: string): Promise<ConnectedAccountState> {
    const account = await this.call(() =>
      this.stripe.accounts.create(
        {
          controller: {
            fees: { payer: 'application' },
            losses: { payments: 'application' },
            requirement_collection: 'stripe',
            stripe_dashboard: { type: 'express' },
          },
          capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
          metadata: { salon_id: salonId },
        },
        // One account per salon, even when the owner's click is retried.
        { idempotencyKey: `payout-account-${salonId}` },
      ),
    );
    return accountStateOf(account);
  }

  async onboardingLink(accountId: string, urls: OnboardingUrls): Promise<string> {
    const link = await this.call(() =>
      this.stripe.accountLinks.create({
        account: accountId,
        type: 'account_onboarding',
        return_url: urls.returnUrl,
        refresh_url: urls.refreshUrl,
      }),
    );
    return link.url;
  }

  private async call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw new PayoutProviderError((error as Error).message);
    }
  }
}
