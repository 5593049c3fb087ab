import { describeError } from '../lib/describe-error';
import { OutboxLoop, type OutboxLogger, type OutboxPolicy, type RunResult } from '../outbox/outbox-loop';
import type { ClaimedPush, PushOutboxRepository } from './push-outbox-repository';
import type { PushTransport } from './push-transport';

/** The device tokens the worker reads and prunes (modules/devices/repository.ts). */
export interface PushDevices {
  tokensOf(salonId: string, userId: string): Promise<string[]>;
  removeTokens(salonId: string, tokens: string[]): Promise<void>;
}

export interface PushWorkerOptions extends Omit<OutboxPolicy, 'batchSize'> {
  outbox: PushOutboxRepository;
  devices: PushDevices;
  transport: PushTransport;
  /** Lines carry outbox, account and salon ids and errors; never a text or a token. */
  logger?: OutboxLogger;
  /** Pushes claimed per round (20). */
  batchSize?: number;
}

/**
 * Delivers the push outbox with the rules of outbox/outbox-loop.ts: sends each claimed push to the
 * account's devices of that moment (minus those an earlier attempt reached), deletes the tokens FCM
 * reports invalid, and marks the push sent, or retries the devices that failed, or marks it failed.
 */
export class PushWorker extends OutboxLoop<ClaimedPush> {
  constructor(private readonly options: PushWorkerOptions) {
    super('Push', { ...options, batchSize: options.batchSize ?? 20 });
  }

  protected claim(batchSize: number, leaseMs: number, claimId: string): Promise<ClaimedPush[]> {
    return this.options.outbox.claim(batchSize, leaseMs, claimId);
  }

  protected async prune(): Promise<void> {
    await this.options.outbox.prune(30, 90);
  }

  protected async deliver(push: ClaimedPush): Promise<keyof RunResult> {
    const delivered = new Set(push.deliveredTokens);
    let reason: string | null = null;
    try {
      const all = await this.options.devices.tokensOf(push.salonId, push.userId);
      const outcomes = await this.options.transport.send({
        id: push.id,
        salonId: push.salonId,
        userId: push.userId,
        title: push.title,
        body: push.body,
        data: push.data,
        tokens: all.filter((token) => !delivered.has(token)),
      });
      const invalid = outcomes.filter((outcome) => outcome.status === 'invalid').map((o) => o.token);
      await this.options.devices.removeTokens(push.salonId, invalid);
      if (invalid.length > 0) {
        this.options.logger?.info(`Push ${push.id}: removed ${invalid.length} invalid device token(s)`);
      }
      for (const outcome of outcomes) if (outcome.status === 'sent') delivered.add(outcome.token);
      const errors = outcomes.flatMap((outcome) => (outcome.status === 'error' ? [outcome.error] : []));
      if (errors.length > 0) reason = `${errors.length} device(s) failed: ${errors[0]}`;
    } catch (error) {
      reason = describeError(error);
    }
    if (reason === null) {
      await this.options.outbox.markSent(push, delivered.size);
      return 'sent';
    }
    const tried = [...delivered];
    return this.settleFailure(push, reason, {
      markFailed: () => this.options.outbox.markFailed(push, reason, tried),
      scheduleRetry: (delay) => this.options.outbox.scheduleRetry(push, delay, reason, tried),
    });
  }
}
