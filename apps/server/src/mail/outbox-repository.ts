import type { Database } from '../db/client';
import { mailOutbox, type MailOutboxRow } from '../db/schema';
import { OutboxTable, type Claimed } from '../outbox/outbox-table';
import type { Mail } from './mailer';

/** A claimed message: the row plus the claim that must match when its outcome is written. */
export type OutboxMessage = Claimed<typeof mailOutbox>;

/** The mail outbox; the only code that knows its table (the claim and settle SQL: `OutboxTable`). */
export class OutboxRepository {
  private readonly table: OutboxTable<typeof mailOutbox>;

  constructor(private readonly db: Database) {
    this.table = new OutboxTable(db, mailOutbox);
  }

  /** Queues a message; through `tx` it commits (or rolls back) with the change that caused it. */
  async insert(mail: Mail, tx?: Database): Promise<string> {
    const [row] = await (tx ?? this.db)
      .insert(mailOutbox)
      .values({
        salonId: mail.salonId ?? null,
        recipient: mail.to,
        fromName: mail.fromName ?? null,
        replyTo: mail.replyTo ?? null,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? null,
        attachments: mail.attachments ?? [],
      })
      .returning({ id: mailOutbox.id });
    return row!.id;
  }

  /** Claims up to `limit` due messages for `leaseMs` (`OutboxTable.claim`: `FOR UPDATE SKIP LOCKED`). */
  async claim(limit: number, leaseMs: number, claimId: string): Promise<OutboxMessage[]> {
    return this.table.claim(limit, leaseMs, claimId);
  }

  /** Delivered: the row keeps its envelope (recipient, subject, times); the body is erased. */
  async markSent(message: OutboxMessage): Promise<boolean> {
    return this.table.markSent(message, { text: '', html: null, attachments: [] });
  }

  async scheduleRetry(message: OutboxMessage, delayMs: number, error: string): Promise<void> {
    await this.table.scheduleRetry(message, delayMs, error);
  }

  async markFailed(message: OutboxMessage, error: string): Promise<void> {
    await this.table.markFailed(message, error);
  }

  /** Removes sent messages older than `sentDays` and failed ones older than `failedDays`. */
  async prune(sentDays: number, failedDays: number): Promise<void> {
    await this.table.prune(sentDays, failedDays);
  }

  /** Every message, oldest first (tests and diagnostics). */
  async list(): Promise<MailOutboxRow[]> {
    return this.table.list();
  }
}
