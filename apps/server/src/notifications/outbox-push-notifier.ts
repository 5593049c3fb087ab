import type { Database } from '../db/client';
import type { PushMessage, PushNotifier, SentPush } from './push-notifier';
import { PushOutboxRepository } from './push-outbox-repository';

/**
 * The PushNotifier of the server: writes pushes to the push outbox, in the caller's transaction when it
 * passes one, and tells the listeners (the push worker) that something is waiting. Nothing is delivered
 * here, so FCM being slow or down never fails or slows the change that caused a push.
 */
export class OutboxPushNotifier implements PushNotifier {
  readonly outbox: PushOutboxRepository;
  private readonly listeners = new Set<() => void>();

  constructor(db: Database) {
    this.outbox = new PushOutboxRepository(db);
  }

  async send(push: PushMessage, tx?: Database): Promise<SentPush> {
    const [queued] = await this.outbox.insert([push], tx);
    this.queued();
    return { ...push, id: queued!.id, sentAt: queued!.createdAt };
  }

  async sendAll(pushes: PushMessage[], tx?: Database): Promise<void> {
    if (pushes.length === 0) return;
    await this.outbox.insert(pushes, tx);
    this.queued();
  }

  async sendIfRegistered(push: PushMessage, tx?: Database): Promise<boolean> {
    const queued = await this.outbox.insertIfRegistered(push, tx);
    if (queued) this.queued();
    return queued;
  }

  /** Called after pushes are queued (their transaction may not have committed yet). */
  onQueued(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private queued(): void {
    for (const listener of this.listeners) listener();
  }
}
