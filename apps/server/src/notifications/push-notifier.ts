import type { Database } from '../db/client';
import type { PushKindValue } from '../db/schema';

/** One push notification to an account's mobile app (every device the account has registered). */
export interface PushMessage {
  userId: string;
  /** The account's salon: accounts without a salon have no devices and get no pushes. */
  salonId: string;
  /** Who sent it (an owner, manager or stylist of the salon, or the platform admin); null: the platform. */
  senderId: string | null;
  kind: PushKindValue;
  /** The heading of the push (the Notifications page sends one); a client message has none. */
  title?: string;
  message: string;
  /** FCM data for the app (string values), e.g. the appointment a confirmation is about. */
  data?: Record<string, string>;
}

export interface SentPush extends PushMessage {
  id: string;
  /** When the push was queued; the push worker delivers it right after the change commits. */
  sentAt: Date;
}

/**
 * Pushes to the mobile apps. `send` records the push for delivery (the outbox pattern, like the Mailer):
 * pass the transaction (`tx`) of the change that causes it, so the push exists exactly when the change
 * commits. The push worker delivers it later, through FCM or the log (notifications/setup.ts).
 */
export interface PushNotifier {
  send(push: PushMessage, tx?: Database): Promise<SentPush>;
  /** Many pushes in few statements (a Notifications page send to a whole audience). */
  sendAll(pushes: PushMessage[], tx?: Database): Promise<void>;
  /** A push only when the account has a registered device (booking confirmations): whether one was queued. */
  sendIfRegistered(push: PushMessage, tx?: Database): Promise<boolean>;
}
