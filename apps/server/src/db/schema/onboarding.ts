import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant, primaryId } from './columns';
import { ownerSalonId } from './tenant-columns';

/** `requires_action`: the card wants authentication; `succeeded`: paid, not yet activated; `completed`. */
export type OnboardingSignupStatusValue = 'requires_action' | 'succeeded' | 'completed';

/**
 * One sign-up through the onboarding wizard and its first payment (the offline provider's payment
 * intent). The salon it created stays inactive until the sign-up is `completed`; one left unpaid past
 * `expires_at` is deleted with its salon (cascade), which frees its e-mail addresses again.
 */
export const onboardingSignups = pgTable(
  'onboarding_signups',
  {
    id: primaryId(),
    salonId: ownerSalonId(),
    /** The browser's key of the payment attempt: a retry answers the first attempt's result. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** The payment's id (`pi_…`), the spec's `clientId`. */
    clientId: text('client_id').notNull(),
    clientSecret: text('client_secret').notNull(),
    packageId: text('package_id').notNull(),
    planId: text('plan_id').notNull(),
    promotionCodeId: text('promotion_code_id'),
    /** Money in integer cents: the plan's price and the promotion code's discount. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull().default(0),
    status: text('status').$type<OnboardingSignupStatusValue>().notNull(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
  },
  (table) => [
    index('onboarding_signups_salon_idx').on(table.salonId),
    index('onboarding_signups_status_expires_idx').on(table.status, table.expiresAt),
    uniqueIndex('onboarding_signups_idempotency_key_unique').on(table.idempotencyKey),
    uniqueIndex('onboarding_signups_client_id_unique').on(table.clientId),
    check(
      'onboarding_signups_status_check',
      sql`${table.status} in ('requires_action', 'succeeded', 'completed')`,
    ),
    check('onboarding_signups_amount_check', sql`${table.amountCents} >= 0 and ${table.discountCents} >= 0`),
  ],
);

export type OnboardingSignupRow = typeof onboardingSignups.$inferSelect;
export type NewOnboardingSignupRow = typeof onboardingSignups.$inferInsert;
