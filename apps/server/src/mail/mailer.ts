import type { Database } from '../db/client';

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** Text content (an .ics invitation, a CSV). */
  content: string;
}

export interface Mail {
  to: string;
  /** The salon the message is about (null or absent: platform mail). */
  salonId?: string | null;
  /** Display name of the sender, e.g. the salon's name; the address is the configured MAIL_FROM. */
  fromName?: string;
  subject: string;
  /** Plain text, always present. */
  text: string;
  /** The same message as HTML, when it has one. */
  html?: string;
  replyTo?: string;
  attachments?: MailAttachment[];
}

/**
 * Outgoing e-mail. `send` records the message for delivery; pass the transaction (`tx`) of the change
 * that causes it so the message exists exactly when the change commits (the outbox pattern). Delivery
 * happens later, with retries, by the mail worker.
 */
export interface Mailer {
  send(mail: Mail, tx?: Database): Promise<void>;
}
