import type { Database } from '../../db/client';
import { passwordRequests } from '../../db/schema';
import { describeError } from '../../lib/describe-error';
import { OutboxLoop, type OutboxLogger, type RunResult } from '../../outbox/outbox-loop';
import { OutboxTable, type Claimed } from '../../outbox/outbox-table';

export type PasswordRequest = Claimed<typeof passwordRequests>;

/** The password-assistance outbox; the only code that knows its table. */
export class PasswordRequestRepository {
  private readonly table: OutboxTable<typeof passwordRequests>;

  constructor(private readonly db: Database) {
    this.table = new OutboxTable(db, passwordRequests);
  }

  /** One row, whatever the e-mail: the request's only work. */
  async insert(request: { salon: string | null; email: string }): Promise<void> {
    await this.db.insert(passwordRequests).values(request);
  }

  claim(limit: number, leaseMs: number, claimId: string): Promise<PasswordRequest[]> {
    return this.table.claim(limit, leaseMs, claimId);
  }

  /** Handled: the e-mail is erased. */
  async markSent(row: PasswordRequest): Promise<void> {
    await this.table.markSent(row, { email: '' });
  }

  async scheduleRetry(row: PasswordRequest, delayMs: number, error: string): Promise<void> {
    await this.table.scheduleRetry(row, delayMs, error);
  }

  async markFailed(row: PasswordRequest, error: string): Promise<void> {
    await this.table.markFailed(row, error, { email: '' });
  }

  async prune(): Promise<void> {
    await this.table.prune(1, 7);
  }

  async list() {
    return this.table.list();
  }
}

/** The password-assistance queue as its handlers and worker use it. */
export type PasswordRequests = Omit<PasswordRequestRepository, never>;

/** What a request does: looks the account up and, for one that may have a link, queues its e-mail. */
export type PasswordRequestHandler = (request: { salon: string | null; email: string }) => Promise<void>;

/**
 * Works the password-assistance outbox (outbox/outbox-loop.ts rules): each request is looked up and its
 * link made and e-mailed (through the mail outbox) here, not while the visitor waits.
 */
export class PasswordRequestWorker extends OutboxLoop<PasswordRequest> {
  constructor(
    private readonly requests: PasswordRequests,
    private readonly handle: PasswordRequestHandler,
    logger?: OutboxLogger,
  ) {
    super('Password requests', { batchSize: 20, pollIntervalMs: 2_000, ...(logger ? { logger } : {}) });
  }

  protected claim(batchSize: number, leaseMs: number, claimId: string): Promise<PasswordRequest[]> {
    return this.requests.claim(batchSize, leaseMs, claimId);
  }

  protected prune(): Promise<void> {
    return this.requests.prune();
  }

  protected async deliver(row: PasswordRequest): Promise<keyof RunResult> {
    try {
      await this.handle({ salon: row.salon, email: row.email });
    } catch (error) {
      const reason = describeError(error);
      return this.settleFailure(row, reason, {
        markFailed: () => this.requests.markFailed(row, reason),
        scheduleRetry: (delay) => this.requests.scheduleRetry(row, delay, reason),
      });
    }
    await this.requests.markSent(row);
    return 'sent';
  }
}
