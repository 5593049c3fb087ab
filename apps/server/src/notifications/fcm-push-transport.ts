import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cert, deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getMessaging, type BatchResponse, type MulticastMessage } from 'firebase-admin/messaging';
import { describeError } from '../lib/describe-error';
import type { PushDelivery, PushTransport, TokenOutcome } from './push-transport';

/** The part of firebase-admin's Messaging this transport uses (tests pass a fake). */
export interface MulticastSender {
  sendEachForMulticast(message: MulticastMessage): Promise<BatchResponse>;
}

/** FCM's answers for a token that will never work again: the worker deletes it. */
export const INVALID_TOKEN_CODES: ReadonlySet<string> = new Set([
  'messaging/registration-token-not-registered',
  'messaging/invalid-registration-token',
]);

/** FCM takes at most 500 tokens per multicast. */
const MULTICAST_LIMIT = 500;

/**
 * Firebase Cloud Messaging through firebase-admin, with FIREBASE_SERVICE_ACCOUNT's credentials. One
 * multicast per push (per 500 devices); each token's answer becomes its outcome.
 */
export class FcmPushTransport implements PushTransport {
  constructor(
    private readonly messaging: MulticastSender,
    private readonly app?: App,
  ) {}

  /** Reads the service-account JSON file at `path`; fails at start-up when it is missing or broken. */
  static fromServiceAccountFile(path: string): FcmPushTransport {
    const account = JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
    // A named app per transport: several servers (tests) in one process never share a default app.
    const app = initializeApp(
      { credential: cert(account), projectId: account.project_id },
      `push-${randomUUID()}`,
    );
    return new FcmPushTransport(getMessaging(app), app);
  }

  async send(push: PushDelivery): Promise<TokenOutcome[]> {
    const outcomes: TokenOutcome[] = [];
    for (let start = 0; start < push.tokens.length; start += MULTICAST_LIMIT) {
      const tokens = push.tokens.slice(start, start + MULTICAST_LIMIT);
      const answer = await this.messaging.sendEachForMulticast({
        tokens,
        notification: { ...(push.title ? { title: push.title } : {}), body: push.body },
        data: { ...push.data, pushId: push.id },
        // Collapses a retried push on the device; FCM ids are per send, this one is per outbox row.
        android: { collapseKey: push.id },
        apns: { headers: { 'apns-collapse-id': push.id.slice(0, 64) } },
      });
      answer.responses.forEach((response, index) => {
        const token = tokens[index]!;
        if (response.success) outcomes.push({ token, status: 'sent' });
        else if (response.error && INVALID_TOKEN_CODES.has(response.error.code)) {
          outcomes.push({ token, status: 'invalid' });
        } else outcomes.push({ token, status: 'error', error: describeError(response.error) });
      });
    }
    return outcomes;
  }

  async close(): Promise<void> {
    if (this.app) await deleteApp(this.app);
  }
}
