/** One push as a transport receives it: the text and the devices still to reach. */
export interface PushDelivery {
  /** The outbox row's id: FCM messages and log lines name it, never a person. */
  id: string;
  salonId: string;
  userId: string;
  title: string | null;
  body: string;
  data: Record<string, string>;
  tokens: string[];
}

/**
 * What became of one device: delivered, a token FCM no longer knows (the app was removed or the token
 * rotated: the worker deletes it), or a failure worth another attempt.
 */
export type TokenOutcome =
  | { token: string; status: 'sent' }
  | { token: string; status: 'invalid' }
  | { token: string; status: 'error'; error: string };

/** Where the push worker hands a push: Firebase Cloud Messaging, or the log. */
export interface PushTransport {
  /**
   * Delivers to every token of `push` and says what became of each. Throws when the provider could
   * not be asked at all (network, credentials): the worker retries the whole push later.
   */
  send(push: PushDelivery): Promise<TokenOutcome[]>;
  close(): Promise<void>;
}
