import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  payoutAccounts,
  payoutEvents,
  type PayoutAccountRow,
  type PayoutProviderValue,
} from '../../db/schema';
import type { ConnectEvent } from './events';
import type { ConnectedAccountState } from './provider';

const stateColumns = (state: ConnectedAccountState) => ({
  accountId: state.accountId,
  chargesEnabled: state.chargesEnabled,
  payoutsEnabled: state.payoutsEnabled,
  detailsSubmitted: state.detailsSubmitted,
  currentlyDue: state.currentlyDue,
  disabledReason: state.disabledReason,
});

/** The only code that knows `payout_accounts` and `payout_events`. */
export class PayoutRepository {
  constructor(private readonly db: Database) {}

  async find(salonId: string): Promise<PayoutAccountRow | undefined> {
    const [row] = await this.db.select().from(payoutAccounts).where(eq(payoutAccounts.salonId, salonId));
    return row;
  }

  /**
   * Keeps the salon's new account: one row per salon (its primary key), so a second request racing
   * the first finds the first's row. An account of another provider (the offline one, before Stripe
   * was configured) is replaced; one of the same provider is kept as it is.
   */
  async saveNew(salonId: string, provider: PayoutProviderValue, state: ConnectedAccountState) {
    const now = new Date();
    await this.db
      .insert(payoutAccounts)
      .values({ salonId, provider, ...stateColumns(state), updatedAt: now })
      .onConflictDoUpdate({
        target: payoutAccounts.salonId,
        set: {
          provider,
          ...stateColumns(state),
          lastEventAt: null,
          lastPayoutId: null,
          lastPayoutStatus: null,
          lastPayoutAmountCents: null,
          lastPayoutCurrency: null,
          lastPayoutArrivalAt: null,
          lastPayoutFailure: null,
          lastPayoutEventAt: null,
          updatedAt: now,
        },
        setWhere: sql`${payoutAccounts.provider} <> ${provider}`,
      });
    const row = await this.find(salonId);
    if (!row) throw new Error('The payout account was not saved');
    return row;
  }

  /**
   * Applies a Connect event once: its id is recorded in the same transaction, so a redelivery changes
   * nothing (`duplicate`). An event older than the account's last one changes nothing either (events
   * may arrive out of order). `ignored`: no salon has that account.
   */
  async applyEvent(event: ConnectEvent): Promise<'processed' | 'duplicate' | 'ignored'> {
    return this.db.transaction(async (tx) => {
      const recorded = await tx
        .insert(payoutEvents)
        .values({ id: event.id, type: event.type, accountId: event.accountId })
        .onConflictDoNothing()
        .returning({ id: payoutEvents.id });
      if (recorded.length === 0) return 'duplicate';
      if (!event.accountId) return 'ignored';
      const now = new Date();
      const changed =
        event.kind === 'account'
          ? await tx
              .update(payoutAccounts)
              .set({ ...stateColumns(event.state), lastEventAt: event.created, updatedAt: now })
              .where(
                and(
                  eq(payoutAccounts.accountId, event.accountId),
                  eq(payoutAccounts.provider, 'stripe'),
                  or(isNull(payoutAccounts.lastEventAt), lte(payoutAccounts.lastEventAt, event.created)),
                ),
              )
              .returning({ salonId: payoutAccounts.salonId })
          : await tx
              .update(payoutAccounts)
              .set({
                lastPayoutId: event.payout.payoutId,
                lastPayoutStatus: event.payout.status,
                lastPayoutAmountCents: event.payout.amountCents,
                lastPayoutCurrency: event.payout.currency,
                lastPayoutArrivalAt: event.payout.arrivalAt,
                lastPayoutFailure: event.payout.failureMessage,
                lastPayoutEventAt: event.created,
                updatedAt: now,
              })
              .where(
                and(
                  eq(payoutAccounts.accountId, event.accountId),
                  eq(payoutAccounts.provider, 'stripe'),
                  or(
                    isNull(payoutAccounts.lastPayoutEventAt),
                    lte(payoutAccounts.lastPayoutEventAt, event.created),
                  ),
                ),
              )
              .returning({ salonId: payoutAccounts.salonId });
      return changed.length > 0 ? 'processed' : 'ignored';
    });
  }
}
