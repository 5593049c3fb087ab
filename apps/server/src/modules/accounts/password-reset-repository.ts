import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passwordResets, type NewPasswordResetRow } from '../../db/schema';

/** Password-reset links: the only code that knows the `password_resets` table. */
export class PasswordResetRepository {
  constructor(private readonly db: Database) {}

  /**
   * Ends the account's earlier links and stores the new one, then runs `alongside` (the e-mail) in the
   * same transaction: the link exists exactly when its e-mail is queued.
   */
  async issue(row: NewPasswordResetRow, alongside: (tx: Database) => Promise<void>): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.endLinksOf(tx, row.userId, row.createdAt ?? new Date());
      await tx.insert(passwordResets).values(row);
      await alongside(tx);
    });
  }

  /**
   * Uses up the link with this token hash if it is unused and not expired at `now`, together with every
   * other link of its account, and runs `alongside(userId, tx)` (the new password) in the same
   * transaction. Returns false, changing nothing, for an unknown, used or expired link. One conditional
   * update: of two requests with the same link, exactly one wins.
   */
  async redeem(
    tokenHash: string,
    now: Date,
    alongside: (userId: string, tx: Database) => Promise<void>,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(passwordResets)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, now),
          ),
        )
        .returning({ userId: passwordResets.userId });
      if (!claimed) return false;
      await this.endLinksOf(tx, claimed.userId, now);
      await alongside(claimed.userId, tx);
      return true;
    });
  }

  private async endLinksOf(tx: Database, userId: string, now: Date): Promise<void> {
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  }
}
