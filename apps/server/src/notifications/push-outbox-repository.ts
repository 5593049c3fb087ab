import { and, eq, exists, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { deviceTokens, pushOutbox, type NewPushOutboxRow, type PushOutboxRow } from '../db/schema';
import { OutboxTable, type Claimed } from '../outbox/outbox-table';
import type { PushMessage } from './push-notifier';

/** A claimed push: the row plus the claim that must match when its outcome is written. */
export type ClaimedPush = Claimed<typeof pushOutbox>;
/** Rows per INSERT: a platform-wide send to thousands of accounts goes in a few statements. */
const INSERT_CHUNK = 500;

const rowOf = (push: PushMessage): NewPushOutboxRow => ({
  salonId: push.salonId,
  userId: push.userId,
  senderId: push.senderId,
  kind: push.kind,
  title: push.title ?? null,
  body: push.message,
  data: push.data ?? {},
});

/**
 * The push outbox; the only code that knows its table (the claim and settle SQL: `OutboxTable`, shared
 * with mail/outbox-repository.ts). A row's outcome is written within its salon (the table's shard key).
 */
export class PushOutboxRepository {
  private readonly table: OutboxTable<typeof pushOutbox>;

  constructor(private readonly db: Database) {
    this.table = new OutboxTable(db, pushOutbox, (push) => eq(pushOutbox.salonId, push.salonId));
  }

  /** Queues pushes; through `tx` they commit (or roll back) with the change that caused them. */
  async insert(pushes: PushMessage[], tx?: Database): Promise<Array<{ id: string; createdAt: Date }>> {
    const queued: Array<{ id: string; createdAt: Date }> = [];
    for (let start = 0; start < pushes.length; start += INSERT_CHUNK) {
      const rows = await (tx ?? this.db)
        .insert(pushOutbox)
        .values(pushes.slice(start, start + INSERT_CHUNK).map(rowOf))
        .returning({ id: pushOutbox.id, createdAt: pushOutbox.createdAt });
      queued.push(...rows);
    }
    return queued;
  }

  /** Queues the push only when its account has a device in its salon, in one statement. */
  async insertIfRegistered(push: PushMessage, tx?: Database): Promise<boolean> {
    const row = rowOf(push);
    const result = await (tx ?? this.db).execute(sql`
      INSERT INTO ${pushOutbox} (salon_id, user_id, sender_id, kind, title, body, data)
      SELECT ${row.salonId}::uuid, ${row.userId}::uuid, ${row.senderId}::uuid, ${row.kind}::text,
             ${row.title}::text, ${row.body}::text, ${JSON.stringify(row.data)}::jsonb
      WHERE ${exists(
        (tx ?? this.db)
          .select({ one: sql`1` })
          .from(deviceTokens)
          .where(and(eq(deviceTokens.salonId, push.salonId), eq(deviceTokens.userId, push.userId))),
      )}
      RETURNING id`);
    return ((result as unknown as { rows: unknown[] }).rows ?? []).length > 0;
  }

  /** Claims up to `limit` due pushes for `leaseMs` (`OutboxTable.claim`: `FOR UPDATE SKIP LOCKED`). */
  async claim(limit: number, leaseMs: number, claimId: string): Promise<ClaimedPush[]> {
    return this.table.claim(limit, leaseMs, claimId);
  }

  /** Delivered to `deviceCount` devices (0: the account had none); the text is erased. */
  async markSent(push: ClaimedPush, deviceCount: number): Promise<boolean> {
    return this.table.markSent(push, { deviceCount, deliveredTokens: [], title: null, body: '', data: {} });
  }

  /** Tries again after `delayMs`, skipping the devices already reached (`deliveredTokens`). */
  async scheduleRetry(
    push: ClaimedPush,
    delayMs: number,
    error: string,
    deliveredTokens: string[],
  ): Promise<void> {
    await this.table.scheduleRetry(push, delayMs, error, { deliveredTokens });
  }

  async markFailed(push: ClaimedPush, error: string, deliveredTokens: string[]): Promise<void> {
    await this.table.markFailed(push, error, { deliveredTokens });
  }

  /** Removes sent pushes older than `sentDays` and failed ones older than `failedDays`. */
  async prune(sentDays: number, failedDays: number): Promise<void> {
    await this.table.prune(sentDays, failedDays);
  }

  /** Every push, oldest first (tests and diagnostics). */
  async list(): Promise<PushOutboxRow[]> {
    return this.table.list();
  }
}
