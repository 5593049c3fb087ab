import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
