import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { salons, users } from './core';
import { createdAt, instant, primaryId } from './columns';

/**
 * Password-reset links (the public site's Password assistance; staff later). Only the SHA-256 hash of a
 * link's token is kept, so a copy of the table opens nothing. A link works once (`used_at`) and until
 * `expires_at`; issuing a new one, or using one, ends the account's other links. `salon_id` is the
 * account's salon (null for platform accounts).
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: primaryId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    salonId: uuid('salon_id').references(() => salons.id, { onDelete: 'cascade' }),
    /** Hex SHA-256 of the token in the e-mailed link. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (table) => [
    uniqueIndex('password_resets_token_hash_unique').on(table.tokenHash),
    index('password_resets_user_idx').on(table.userId),
  ],
);

export type PasswordResetRow = typeof passwordResets.$inferSelect;
export type NewPasswordResetRow = typeof passwordResets.$inferInsert;

/**
 * Password-assistance requests, an outbox (outbox/outbox-table.ts): the request only writes a row, the
 * same for a known and an unknown e-mail, and the worker (modules/accounts/password-requests.ts) looks
 * the account up and e-mails a link when there is one, so the answer's time says nothing of the e-mail.
 * `salon` is the public site's salon name as asked (null: staff's dashboard). The e-mail is erased once
 * the row is handled.
 */
export const passwordRequests = pgTable(
  'password_requests',
  {
    id: primaryId(),
    salon: text('salon'),
    email: text('email').notNull(),
    status: text('status').$type<'pending' | 'sent' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    lockedUntil: instant('locked_until'),
    claimId: uuid('claim_id'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: instant('sent_at'),
  },
  (table) => [
    index('password_requests_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    check('password_requests_status_check', sql`${table.status} in ('pending', 'sent', 'failed')`),
  ],
);

export type PasswordRequestRow = typeof passwordRequests.$inferSelect;
