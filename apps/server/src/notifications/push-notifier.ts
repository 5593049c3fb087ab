/** One push notification to a user's mobile app. */
export interface PushMessage {
  userId: string;
  salonId: string | null;
  /** Who sent it (an owner, manager or stylist of the salon, or the platform admin). */
  senderId: string;
  /** The heading of the push (the Notifications page sends one); a client message has none. */
  title?: string;
  message: string;
}

export interface SentPush extends PushMessage {
  id: string;
  sentAt: Date;
}

/** Delivers push notifications to the mobile apps (an FCM or APNs provider implements it in production). */
export interface PushNotifier {
  send(push: PushMessage): Promise<SentPush>;
}
