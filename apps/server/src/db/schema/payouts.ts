import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant, timestamps } from './columns';
import { salons } from './core';

export type PayoutProviderValue = 'offline' | 'stripe';

/**
 * Each salon's connected payout account (Stripe Connect; modules/payouts), one per salon,
 * kept in step by the provider's `account.updated` and `payout.*` webhooks. Its shop orders and booking
 * payments are destination charges to `account_id` once `charges_enabled`.
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    salonId: uuid('salon_id')
      .primaryKey()
      .references(() => salons.id, { onDelete: 'cascade' }),
    /** The provider the account lives at: an offline account does not count under Stripe, nor the reverse. */
    provider: text('provider').$type<PayoutProviderValue>().notNull(),
    /** Stripe's `acct_…` (offline: `offline_acct_…`). */
    accountId: text('account_id').notNull(),
    chargesEnabled: boolean('charges_enabled').notNull().default(false),
    payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
    detailsSubmitted: boolean('details_submitted').notNull().default(false),
    /** Stripe's `requirements.currently_due`. */
    currentlyDue: jsonb('currently_due').$type<string[]>().notNull().default([]),
    /** Stripe's `requirements.disabled_reason`. */
    disabledReason: text('disabled_reason'),
    /** The `created` time of the last account event applied: an older event arriving late changes nothing. */
    lastEventAt: instant('last_event_at'),
    /** The last payout to the salon's bank (`payout.*`), as its latest event said. */
    lastPayoutId: text('last_payout_id'),
    lastPayoutStatus: text('last_payout_status'),
    lastPayoutAmountCents: bigint('last_payout_amount_cents', { mode: 'number' }),
    lastPayoutCurrency: text('last_payout_currency'),
    lastPayoutArrivalAt: instant('last_payout_arrival_at'),
    lastPayoutFailure: text('last_payout_failure'),
    lastPayoutEventAt: instant('last_payout_event_at'),
    ...timestamps(),
  },
  (table) => [
    // Connect's events name the account, not the salon.
    index('payout_accounts_account_idx').on(table.accountId),
    check('payout_accounts_provider_check', sql`${table.provider} in ('offline', 'stripe')`),
  ],
);

/**
 * Connect webhook events already processed (Stripe event ids): a redelivered event changes nothing.
 * Platform-wide like the platform's Stripe account (a reference table on Citus); `account_id` names the
 * connected account without a foreign key.
 */
export const payoutEvents = pgTable('payout_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  accountId: text('account_id'),
  receivedAt: instant('received_at').notNull().defaultNow(),
});

export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;
