import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { signupRequests, type SignupRequestRow } from '../../db/schema';
import { describeError } from '../../lib/describe-error';
import { OutboxLoop, type OutboxLogger, type RunResult } from '../../outbox/outbox-loop';
import { OutboxTable, type Claimed } from '../../outbox/outbox-table';

export type SignupRequest = Claimed<typeof signupRequests>;

/** A client's sign-up as asked: the account's details, the password already hashed. */
export interface NewSignupRequest {
  salonId: string;
  name: string;
  email: string;
  phone: string;
  gender: 'male' | 'female' | 'other' | null;
  passwordHash: string;
}

/** What is erased of a handled request that creates nothing (a known e-mail), or of a used link. */
const ERASED = { name: '', email: '', phone: '', gender: null, passwordHash: '' } as const;

/**
 * Client sign-ups as an outbox (the site's Create Account, `/users/user-signup`); the only code that
 * knows `signup_requests`. The request writes one row whatever the e-mail; the worker decides.
 */
export class SignupRequestRepository {
  private readonly table: OutboxTable<typeof signupRequests>;

  constructor(private readonly db: Database) {
    this.table = new OutboxTable(db, signupRequests);
  }

  /** One row, whatever the e-mail: the request's only work (besides hashing the password). */
  async insert(request: NewSignupRequest): Promise<void> {
    await this.db.insert(signupRequests).values({ ...request, email: request.email.toLowerCase() });
  }

  claim(limit: number, leaseMs: number, claimId: string): Promise<SignupRequest[]> {
    return this.table.claim(limit, leaseMs, claimId);
  }

  /**
   * Handled by e-mailing a link that creates the account: the link (its token's hash, its expiry) is
   * kept with the details, and the row settled, with `alongside` (the e-mail) in the same transaction.
   */
  async markLinkSent(
    row: SignupRequest,
    link: { tokenHash: string; expiresAt: Date },
    alongside: (tx: Database) => Promise<void>,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(signupRequests)
        .set({ tokenHash: link.tokenHash, linkExpiresAt: link.expiresAt })
        .where(and(eq(signupRequests.id, row.id), eq(signupRequests.claimId, row.claimId)));
      await alongside(tx);
    });
    await this.table.markSent(row, {});
  }

  /** Handled without a link (the e-mail has an account): the details are erased. */
  async markSent(row: SignupRequest): Promise<void> {
    await this.table.markSent(row, ERASED);
  }

  async scheduleRetry(row: SignupRequest, delayMs: number, error: string): Promise<void> {
    await this.table.scheduleRetry(row, delayMs, error);
  }

  async markFailed(row: SignupRequest, error: string): Promise<void> {
    await this.table.markFailed(row, error, ERASED);
  }

  /** Rows handled more than 2 days ago (their links have expired) and failed ones after a week. */
  async prune(): Promise<void> {
    await this.table.prune(2, 7);
  }

  /** The request of an unused link that has not expired at `now` (its details, to check first). */
  async findByLink(tokenHash: string, now: Date): Promise<SignupRequestRow | undefined> {
    const [row] = await this.db
      .select()
      .from(signupRequests)
      .where(
        and(
          eq(signupRequests.tokenHash, tokenHash),
          isNull(signupRequests.usedAt),
          gt(signupRequests.linkExpiresAt, now),
        ),
      );
    return row;
  }

  /**
   * Uses up request `id`'s link if it is still unused and not expired at `now`, erasing its details,
   * and runs `alongside` (the account's creation) in the same transaction: if that fails, the link stays
   * as it was. Undefined, changing nothing, when the link was used meanwhile. One conditional update: of
   * two requests with the same link, exactly one wins.
   */
  async redeem<T>(id: string, now: Date, alongside: (tx: Database) => Promise<T>): Promise<T | undefined> {
    return this.db.transaction(async (tx) => {
      const used = await tx
        .update(signupRequests)
        .set({ usedAt: now, ...ERASED })
        .where(
          and(
            eq(signupRequests.id, id),
            isNull(signupRequests.usedAt),
            gt(signupRequests.linkExpiresAt, now),
          ),
        )
        .returning({ id: signupRequests.id });
      if (used.length === 0) return undefined;
      return alongside(tx);
    });
  }

  async list(): Promise<SignupRequestRow[]> {
    return this.table.list();
  }
}

/** The sign-up queue as its handlers and worker use it. */
export type SignupRequests = Omit<SignupRequestRepository, never>;

/** What the worker does with a request: looks the e-mail up and sends the right e-mail. */
export type SignupRequestHandler = (request: SignupRequest) => Promise<void>;

/**
 * Works the sign-up outbox (outbox/outbox-loop.ts rules): each request's e-mail is looked up and its
 * message queued (through the mail outbox) here, not while the visitor waits. The handler settles the
 * row itself (a link's row keeps its details); a failure is retried.
 */
export class SignupRequestWorker extends OutboxLoop<SignupRequest> {
  constructor(
    private readonly requests: SignupRequests,
    private readonly handle: SignupRequestHandler,
    logger?: OutboxLogger,
  ) {
    super('Sign-up requests', { batchSize: 20, pollIntervalMs: 2_000, ...(logger ? { logger } : {}) });
  }

  protected claim(batchSize: number, leaseMs: number, claimId: string): Promise<SignupRequest[]> {
    return this.requests.claim(batchSize, leaseMs, claimId);
  }

  protected prune(): Promise<void> {
    return this.requests.prune();
  }

  protected async deliver(row: SignupRequest): Promise<keyof RunResult> {
    try {
      await this.handle(row);
    } catch (error) {
      const reason = describeError(error);
      return this.settleFailure(row, reason, {
        markFailed: () => this.requests.markFailed(row, reason),
        scheduleRetry: (delay) => this.requests.scheduleRetry(row, delay, reason),
      });
    }
    return 'sent';
  }
}
