import type { MailOutboxRow } from '../db/schema';

/** Where the mail worker hands a message: an SMTP server, or .eml files on disk. */
export interface MailTransport {
  /** Delivers one message; throws when it could not (the worker retries later). */
  send(message: MailOutboxRow): Promise<void>;
  close(): Promise<void>;
}

/** `"Demo Salon" <no-reply@…>`: the display name of the message with the configured sender's address. */
export function senderOf(message: Pick<MailOutboxRow, 'fromName'>, from: string) {
  if (!message.fromName) return from;
  const address = /<([^>]+)>\s*$/.exec(from)?.[1] ?? from.trim();
  return { name: message.fromName, address };
}

/** The nodemailer message of an outbox row (also used to build .eml files). */
export function nodemailerMessage(message: MailOutboxRow, from: string) {
  return {
    from: senderOf(message, from),
    to: message.recipient,
    replyTo: message.replyTo ?? undefined,
    subject: message.subject,
    text: message.text,
    html: message.html ?? undefined,
    attachments: message.attachments.map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      content: attachment.content,
    })),
    // One Message-ID per outbox row: a retry after a lost acknowledgement is recognisable downstream.
    messageId: `<${message.id}@${domainOf(from)}>`,
  };
}

function domainOf(from: string): string {
  const address = /<([^>]+)>\s*$/.exec(from)?.[1] ?? from.trim();
  return address.split('@')[1] || 'localhost';
}
