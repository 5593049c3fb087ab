import { and, asc, eq, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';

/** The columns every outbox table has (`mail_outbox`, `push_outbox`): status, attempts and the claim. */
export type OutboxTableShape = PgTable & {
  id: PgColumn;
  status: PgColumn;
  attempts: PgColumn;
  nextAttemptAt: PgColumn;
  lockedUntil: PgColumn;
  claimId: PgColumn;
  lastError: PgColumn;
  sentAt: PgColumn;
  createdAt: PgColumn;
};

/** A claimed row: the row plus the claim that must match when its outcome is written. */
export type Claimed<T extends OutboxTableShape> = T['$inferSelect'] & { id: string; claimId: string };

/** What a row's outcome also sets: the table's own columns (a sent mail's erased body, a push's devices). */
export type OutboxChanges<T extends OutboxTableShape> = PgUpdateSetSource<T>;

const millis = (ms: number) => sql`(now() + ${Math.max(0, Math.round(ms))} * interval '1 millisecond')`;

/**
 * The SQL every outbox shares, for one table: claiming due rows with a lease (`FOR UPDATE SKIP LOCKED`),
 * settling a claimed row (sent, retry later, failed) only while the claim is still its own, and pruning.
 * The mail and push outbox repositories keep only their own columns (what a row holds, what is erased).
 */
export class OutboxTable<T extends OutboxTableShape> {
  constructor(
    private readonly db: Database,
    private readonly table: T,
    /** Narrows the claim check to the row's shard key (the push outbox is keyed by salon). */
    private readonly ownKey: (row: Claimed<T>) => SQL | undefined = () => undefined,
  ) {}

  /**
   * Claims up to `limit` due rows for `leaseMs`: one UPDATE over a `FOR UPDATE SKIP LOCKED` select, so
   * concurrent workers (other server instances) take disjoint rows, and a row whose lease ran out (its
   * worker crashed mid-delivery) is taken again. Each claim counts as an attempt.
   */
  async claim(limit: number, leaseMs: number, claimId: string): Promise<Array<Claimed<T>>> {
    const { table } = this;
    const due = this.db
      .select({ id: table.id })
      .from(table as PgTable)
      .where(
        and(
          eq(table.status, 'pending'),
          lte(table.nextAttemptAt, sql`now()`),
          or(isNull(table.lockedUntil), lt(table.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(table.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    const rows = (await this.db
      .update(table)
      .set({
        lockedUntil: millis(leaseMs),
        claimId,
        attempts: sql`${table.attempts} + 1`,
      } as OutboxChanges<T>)
      .where(inArray(table.id, due))
      .returning()) as Array<T['$inferSelect'] & { id: string; nextAttemptAt: Date }>;
    return rows
      .map((row) => ({ ...row, claimId }))
      .sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime());
  }

  /** Delivered; `erase` clears what need not be kept (the body). False when the claim was lost. */
  async markSent(row: Claimed<T>, erase: OutboxChanges<T>): Promise<boolean> {
    const settled = await this.settle(row, {
      status: 'sent',
      sentAt: sql`now()`,
      lastError: null,
      ...erase,
    } as OutboxChanges<T>);
    return settled.length > 0;
  }

  async scheduleRetry(
    row: Claimed<T>,
    delayMs: number,
    error: string,
    changes?: OutboxChanges<T>,
  ): Promise<void> {
    await this.settle(row, {
      nextAttemptAt: millis(delayMs),
      lastError: error,
      ...changes,
    } as OutboxChanges<T>);
  }

  async markFailed(row: Claimed<T>, error: string, changes?: OutboxChanges<T>): Promise<void> {
    await this.settle(row, { status: 'failed', lastError: error, ...changes } as OutboxChanges<T>);
  }

  /** Removes sent rows older than `sentDays` and failed ones older than `failedDays`. */
  async prune(sentDays: number, failedDays: number): Promise<void> {
    const { table } = this;
    await this.db
      .delete(table)
      .where(
        or(
          and(eq(table.status, 'sent'), lt(table.createdAt, sql`now() - ${sentDays} * interval '1 day'`)),
          and(eq(table.status, 'failed'), lt(table.createdAt, sql`now() - ${failedDays} * interval '1 day'`)),
        ),
      );
  }

  /** Every row, oldest first (tests and diagnostics). */
  async list(): Promise<Array<T['$inferSelect']>> {
    const { table } = this;
    return this.db
      .select()
      .from(table as PgTable)
      .orderBy(asc(table.createdAt), asc(table.id)) as Promise<Array<T['$inferSelect']>>;
  }

  /**
   * Writes a claimed row's outcome and releases the claim, only while the row is still ours: a worker
   * whose lease ran out must not overwrite the next claim's outcome.
   */
  private async settle(row: Claimed<T>, changes: OutboxChanges<T>): Promise<unknown[]> {
    const { table } = this;
    return this.db
      .update(table)
      .set({ ...changes, lockedUntil: null, claimId: null } as OutboxChanges<T>)
      .where(
        and(
          this.ownKey(row),
          eq(table.id, row.id),
          eq(table.claimId, row.claimId),
          eq(table.status, 'pending'),
        ),
      )
      .returning({ id: table.id });
  }
}
