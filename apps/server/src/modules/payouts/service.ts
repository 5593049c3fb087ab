import {
  PAYOUT_TEXTS,
  type PayoutAccount,
  type PayoutOnboarding,
  type PayoutState,
  type ShopPayments,
} from '@salon/api/payouts/schemas';
import type { PayoutAccountRow } from '../../db/schema';
import { ConflictError } from '../../errors';
import { authorize } from '../../http/authorize';
import { ownSalonOf, type Viewer } from '../../http/viewer';
import type { ConnectEvent } from './events';
import { applicationFeeOf } from './fee';
import type { PayoutProvider } from './provider';
import type { PayoutRepository } from './repository';

/** Where a salon's card payment goes: its connected account, less the platform's fee. */
export interface ChargeDestination {
  account: string;
  applicationFeeCents: number;
}

/** The 409 of a salon whose account cannot take card payments (none, or Stripe still needs something). */
export class PayoutsNotReadyError extends ConflictError {
  constructor() {
    super(PAYOUT_TEXTS.notConnected, 'payouts_not_connected');
  }
}

export interface PayoutServiceDeps {
  repository: PayoutRepository;
  provider: PayoutProvider;
  /** PLATFORM_FEE_PERCENT (0 to 100): the application fee on each destination charge. */
  feePercent: number;
  /** Where the admin app is reached (PUBLIC_URL): Stripe's onboarding sends the owner back to /payouts. */
  publicUrl: string;
  /** The public site's salon by its name (404 for an unknown or disabled one). */
  publicSalon: (name: string) => Promise<{ id: string }>;
}

/** The account counts only at the provider in use: an offline account is not a Stripe one. */
function stateOf(row: PayoutAccountRow | undefined, provider: PayoutProvider): PayoutState {
  if (!row || row.provider !== provider.name) return 'not-connected';
  return row.chargesEnabled ? 'connected' : 'pending';
}

/**
 * Each salon's payout account (Stripe Connect): its owner sets it up from the Payouts page;
 * Connect's webhooks keep it; and every card payment of the salon (shop orders, booking payments) is a
 * destination charge to it through `chargeDestinationOf`, the one rule of where money goes.
 */
export class PayoutService {
  constructor(private readonly deps: PayoutServiceDeps) {}

  async view(viewer: Viewer): Promise<PayoutAccount> {
    authorize(viewer, 'payouts.manage');
    const row = await this.deps.repository.find(ownSalonOf(viewer));
    return this.accountOf(row);
  }

  /**
   * Creates the salon's one account if it has none (idempotent at Stripe and by the table's key), then
   * answers the onboarding link that brings the owner back to /payouts?from=stripe.
   */
  async startOnboarding(viewer: Viewer): Promise<PayoutOnboarding> {
    authorize(viewer, 'payouts.manage');
    const salonId = ownSalonOf(viewer);
    const { repository, provider } = this.deps;
    let row = await repository.find(salonId);
    if (!row || row.provider !== provider.name) {
      row = await repository.saveNew(salonId, provider.name, await provider.createAccount(salonId));
    }
    const base = this.deps.publicUrl.replace(/\/+$/, '');
    const url = await provider.onboardingLink(row.accountId, {
      returnUrl: `${base}/payouts?from=stripe`,
      refreshUrl: `${base}/payouts?from=stripe&expired=1`,
    });
    return { url, state: stateOf(row, provider) };
  }

  /**
   * Where a card payment of `amountCents` to the salon goes: its connected account, with the
   * platform's fee (`PLATFORM_FEE_PERCENT`, rounded to the cent) as the application fee. Throws a 409
   * "This salon cannot take card payments yet." while the account cannot take charges.
   */
  async chargeDestinationOf(salonId: string, amountCents: number): Promise<ChargeDestination> {
    const row = await this.deps.repository.find(salonId);
    if (!row || stateOf(row, this.deps.provider) !== 'connected') throw new PayoutsNotReadyError();
    return {
      account: row.accountId,
      applicationFeeCents: applicationFeeOf(amountCents, this.deps.feePercent),
    };
  }

  /** Whether the salon takes card payments now (its payout account can take charges). */
  async cardPaymentsReady(salonId: string): Promise<boolean> {
    return stateOf(await this.deps.repository.find(salonId), this.deps.provider) === 'connected';
  }

  /** Whether the salon's shop takes card payments now; the site's shop pages show the message otherwise. */
  async shopPayments(salonName: string): Promise<ShopPayments> {
    const salon = await this.deps.publicSalon(salonName);
    const cardPayments =
      stateOf(await this.deps.repository.find(salon.id), this.deps.provider) === 'connected';
    return { cardPayments, message: cardPayments ? null : PAYOUT_TEXTS.shopClosed };
  }

  /** A verified Connect event (`account.updated`, `payout.*`), applied once. */
  handleEvent(event: ConnectEvent): Promise<'processed' | 'duplicate' | 'ignored'> {
    return this.deps.repository.applyEvent(event);
  }

  private accountOf(row: PayoutAccountRow | undefined): PayoutAccount {
    const state = stateOf(row, this.deps.provider);
    if (!row || state === 'not-connected') {
      return {
        state,
        chargesEnabled: false,
        payoutsEnabled: false,
        detailsSubmitted: false,
        requirements: [],
        disabledReason: null,
        lastPayout: null,
        updatedAt: null,
      };
    }
    return {
      state,
      chargesEnabled: row.chargesEnabled,
      payoutsEnabled: row.payoutsEnabled,
      detailsSubmitted: row.detailsSubmitted,
      requirements: row.currentlyDue,
      disabledReason: row.disabledReason,
      lastPayout:
        row.lastPayoutStatus && row.lastPayoutAmountCents !== null
          ? {
              status: row.lastPayoutStatus,
              amount: row.lastPayoutAmountCents,
              currency: row.lastPayoutCurrency ?? 'usd',
              arrivalDate: row.lastPayoutArrivalAt?.toISOString() ?? null,
              failureMessage: row.lastPayoutFailure,
            }
          : null,
      updatedAt: (row.lastEventAt ?? row.updatedAt).toISOString(),
    };
  }
}
