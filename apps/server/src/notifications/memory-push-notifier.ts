import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { PushMessage, PushNotifier, SentPush } from './push-notifier';

/** Keeps sent pushes in memory (tests read `sent`) and logs them; until a real provider is wired. */
export class MemoryPushNotifier implements PushNotifier {
  readonly sent: SentPush[] = [];

  constructor(private readonly logger?: Pick<FastifyBaseLogger, 'info'>) {}

  async send(push: PushMessage): Promise<SentPush> {
    const sent: SentPush = { ...push, id: randomUUID(), sentAt: new Date() };
    this.sent.push(sent);
    this.logger?.info({ userId: push.userId }, 'push notification sent (kept in memory)');
    return sent;
  }
}
