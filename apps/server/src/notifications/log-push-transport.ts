import type { PushDelivery, PushTransport, TokenOutcome } from './push-transport';

/**
 * The embedded default, without FIREBASE_SERVICE_ACCOUNT: each push is logged in one line naming ids
 * only (outbox row, account, salon, device count; never the text or a token) and counts as delivered.
 */
export class LogPushTransport implements PushTransport {
  constructor(private readonly log: (line: string) => void) {}

  async send(push: PushDelivery): Promise<TokenOutcome[]> {
    this.log(
      `Push ${push.id} to user ${push.userId} of salon ${push.salonId}: ${push.tokens.length} ${
        push.tokens.length === 1 ? 'device' : 'devices'
      } (logged, not sent: set FIREBASE_SERVICE_ACCOUNT to send)`,
    );
    return push.tokens.map((token) => ({ token, status: 'sent' }));
  }

  async close(): Promise<void> {}
}
