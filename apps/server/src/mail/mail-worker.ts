import {
  backoffDelayMs,
  OutboxLoop,
  type OutboxLogger,
  type OutboxPolicy,
  type RunResult,
} from '../outbox/outbox-loop';
import type { OutboxMessage, OutboxRepository } from './outbox-repository';
import { describeError } from '../lib/describe-error';
import type { MailTransport } from './transport';

export { backoffDelayMs, type RunResult };
export type MailWorkerLogger = OutboxLogger;

export interface MailWorkerOptions extends Omit<OutboxPolicy, 'batchSize'> {
  outbox: OutboxRepository;
  transport: MailTransport;
  /** Lines carry outbox ids and errors, never addresses or names. */
  logger?: MailWorkerLogger;
  /** Messages claimed per round (10). */
  batchSize?: number;
}

/**
 * Delivers the mail outbox (outbox-repository.ts) with the rules of outbox/outbox-loop.ts: hands each
 * claimed message to the transport and marks it sent, or retries it with backoff, or marks it failed.
 */
export class MailWorker extends OutboxLoop<OutboxMessage> {
  constructor(private readonly options: MailWorkerOptions) {
    super('Mail', { ...options, batchSize: options.batchSize ?? 10 });
  }

  protected claim(batchSize: number, leaseMs: number, claimId: string): Promise<OutboxMessage[]> {
    return this.options.outbox.claim(batchSize, leaseMs, claimId);
  }

  protected async prune(): Promise<void> {
    await this.options.outbox.prune(30, 90);
  }

  protected async deliver(message: OutboxMessage): Promise<keyof RunResult> {
    try {
      await this.options.transport.send(message);
    } catch (error) {
      const { outbox } = this.options;
      const reason = describeError(error);
      return this.settleFailure(message, reason, {
        markFailed: () => outbox.markFailed(message, reason),
        scheduleRetry: (delay) => outbox.scheduleRetry(message, delay, reason),
      });
    }
    await this.options.outbox.markSent(message);
    return 'sent';
  }
}
