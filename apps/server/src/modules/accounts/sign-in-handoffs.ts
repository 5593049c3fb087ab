import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { signInHandoffs } from '../../db/schema';
import { hashResetToken } from './password-reset-service';

/** 32 random bytes, base64url (43 characters, the contract's `OneTimeToken`). */
export function newOneTimeToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * One-time sign-in hand-offs (the paid onboarding signs its owner in on the admin app): the only code
 * that knows `sign_in_handoffs`. Only the token's SHA-256 is stored; a token works once, until it
 * expires, and issuing a new one ends the account's earlier ones.
 */
export class SignInHandoffRepository {
  constructor(private readonly db: Database) {}

  /** A new token for the account, valid for `ttlMs` from `now`; the raw token is only returned. */
  async issue(userId: string, now: Date, ttlMs: number): Promise<string> {
    const token = newOneTimeToken();
    await this.db.transaction(async (tx) => {
      await tx
        .update(signInHandoffs)
        .set({ usedAt: now })
        .where(and(eq(signInHandoffs.userId, userId), isNull(signInHandoffs.usedAt)));
      await tx.insert(signInHandoffs).values({
        userId,
        tokenHash: hashResetToken(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + ttlMs),
      });
    });
    return token;
  }

  /**
   * Uses the token up if it is unused and not expired at `now`, and answers its account; undefined,
   * changing nothing, otherwise. One conditional update: of two exchanges of one token, one wins.
   */
  async redeem(token: string, now: Date): Promise<string | undefined> {
    const [row] = await this.db
      .update(signInHandoffs)
      .set({ usedAt: now })
      .where(
        and(
          eq(signInHandoffs.tokenHash, hashResetToken(token)),
          isNull(signInHandoffs.usedAt),
          gt(signInHandoffs.expiresAt, now),
        ),
      )
      .returning({ userId: signInHandoffs.userId });
    return row?.userId;
  }
}
