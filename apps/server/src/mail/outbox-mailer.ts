import type { Database } from '../db/client';
import type { Mail, Mailer } from './mailer';
import { OutboxRepository } from './outbox-repository';

/**
 * The Mailer of the server: `send` writes the message to the outbox table, in the caller's transaction
 * when it passes one, and tells the listeners (the mail worker) that something is waiting. Nothing is
 * delivered here, so a failing mail server can never fail or slow down the change that caused a message.
 */
export class OutboxMailer implements Mailer {
  readonly outbox: OutboxRepository;
  private readonly listeners = new Set<() => void>();

  constructor(db: Database) {
    this.outbox = new OutboxRepository(db);
  }

  async send(mail: Mail, tx?: Database): Promise<void> {
    await this.outbox.insert(mail, tx);
    for (const listener of this.listeners) listener();
  }

  /** Called after each message is queued (its transaction may not have committed yet). */
  onQueued(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
