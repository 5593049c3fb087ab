import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { salons, users } from './core';
import { createdAt, instant, primaryId } from './columns';

/**
 * One-time sign-in hand-offs: the paid onboarding gives the new owner's browser a token that
 * the admin app exchanges for a session, once, within minutes. Only the token's SHA-256 is kept, as for
 * password-reset links; issuing a new one ends the account's earlier ones.
 */
export const signInHandoffs = pgTable(
  'sign_in_handoffs',
  {
    id: primaryId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Hex SHA-256 of the token. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (table) => [
    uniqueIndex('sign_in_handoffs_token_hash_unique').on(table.tokenHash),
    index('sign_in_handoffs_user_idx').on(table.userId),
  ],
);

export type SignInHandoffRow = typeof signInHandoffs.$inferSelect;

/**
 * Client sign-ups (Create Account on a salon's site, `/users/user-signup`) as an outbox, as
 * `password_requests`: the request writes one row whatever the e-mail, and the worker decides. A known
 * e-mail is told it has an account (sign-in and reset links), and the row's details are erased; an
 * unknown one gets a single-use link (`token_hash`, until `link_expires_at`) that creates the account
 * with these details and signs it in.
 */
export const signupRequests = pgTable(
  'signup_requests',
  {
    id: primaryId(),
    salonId: uuid('salon_id')
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    gender: text('gender').$type<'male' | 'female' | 'other'>(),
    passwordHash: text('password_hash').notNull(),
    tokenHash: text('token_hash'),
    linkExpiresAt: instant('link_expires_at'),
    usedAt: instant('used_at'),
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
    index('signup_requests_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    uniqueIndex('signup_requests_token_hash_unique').on(table.tokenHash),
    check('signup_requests_status_check', sql`${table.status} in ('pending', 'sent', 'failed')`),
  ],
);

export type SignupRequestRow = typeof signupRequests.$inferSelect;
