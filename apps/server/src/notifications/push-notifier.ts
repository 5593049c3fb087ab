/** One push notification to a user's mobile app. */
export interface PushMessage {
  userId: string;
  salonId: string | null;
  /** Who sent it (an owner, manager or stylist of the salon). */
  senderId: string;
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
