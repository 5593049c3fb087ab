import type Stripe from 'stripe';
import type { ConnectedAccountState } from './provider';
import { accountStateOf } from './stripe-provider';

/** A payout to a salon's bank as a `payout.*` event describes it. */
export interface PayoutFacts {
  payoutId: string;
  status: string;
  amountCents: number;
  currency: string;
  arrivalAt: Date | null;
  failureMessage: string | null;
}

/**
 * A Connect event about a salon's account (`account.updated`) or its payouts (`payout.*`).
 * `accountId` is the connected account it happened on (`event.account`); null for the platform's own
 * payouts, which concern no salon.
 */
export type ConnectEvent = { id: string; type: string; accountId: string | null; created: Date } & (
  { kind: 'account'; state: ConnectedAccountState } | { kind: 'payout'; payout: PayoutFacts }
);

/** The Connect events payouts keep their state with; null for anything else (orders', billing's). */
export function connectEventOf(event: Stripe.Event): ConnectEvent | null {
  const base = { id: event.id, type: event.type, created: new Date(event.created * 1000) };
  if (event.type === 'account.updated') {
    const account = event.data.object as Stripe.Account;
    return {
      ...base,
      kind: 'account',
      accountId: event.account ?? account.id,
      state: accountStateOf(account),
    };
  }
  if (event.type.startsWith('payout.')) {
    const payout = event.data.object as Stripe.Payout;
    return {
      ...base,
      kind: 'payout',
      accountId: event.account ?? null,
      payout: {
        payoutId: payout.id,
        status: payout.status,
        amountCents: payout.amount,
        currency: payout.currency,
        arrivalAt: payout.arrival_date ? new Date(payout.arrival_date * 1000) : null,
        failureMessage: payout.failure_message ?? null,
      },
    };
  }
  return null;
}
