import type { AddressObject } from 'mailparser';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/*
 * An SMTP server in the test process that keeps every message it receives, parsed. The e2e fixture
 * (fixtures.ts) starts one per worker and points the built server's SMTP_URL at it; the server tests use
 * it the same way. In a spec:
 *
 *   test('confirms a booking by e-mail', async ({ page, mailbox }) => {
 *     ... book as noah.e2e@example.com ...
 *     const mail = await mailbox.waitFor((m) => m.to.includes('noah.e2e@example.com'));
 *     expect(mail.subject).toContain('Demo Salon');
 *     expect(mail.attachments[0]?.filename).toBe('appointment.ics');
 *     const cancel = /https?:\S+cancel-appointment\?token=\S+/.exec(mail.text)![0];
 *   });
 *
 * Every worker shares one mailbox across its tests: match on a recipient (or subject) of your own test.
 */

export interface ReceivedMail {
  subject: string;
  /** The From header as text, e.g. `"Demo Salon" <no-reply@localhost>`. */
  from: string;
  /** Recipient addresses, lower-case. */
  to: string[];
  replyTo: string | null;
  text: string;
  /** The HTML body, '' when the message has none. */
  html: string;
  attachments: Array<{ filename: string; contentType: string; content: string }>;
  /** When the mailbox received it. */
  receivedAt: Date;
}

export interface Mailbox {
  /** `smtp://user:pass@127.0.0.1:<port>` for SMTP_URL (any credentials are accepted). */
  url: string;
  port: number;
  /** Every message so far, oldest first. */
  messages(): ReceivedMail[];
  /** The first message (received before or after the call) that `predicate` accepts; throws after the wait. */
  waitFor(
    predicate: (mail: ReceivedMail) => boolean,
    options?: { timeoutMs?: number },
  ): Promise<ReceivedMail>;
  close(): Promise<void>;
}

function addresses(value: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.flatMap((entry) => entry.value.map((address) => (address.address ?? '').toLowerCase()));
}

/** Starts a mailbox on `port` (0: a free one; pass the old port to bring a stopped mailbox back). */
export async function startMailbox(port = 0): Promise<Mailbox> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    // Plain SMTP on localhost: no STARTTLS (the sender would refuse our self-signed certificate).
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    // close() ends open connections (the sender's pool keeps one) after this long.
    closeTimeout: 200,
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'test' });
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          received.push({
            subject: parsed.subject ?? '',
            from: parsed.from?.text ?? '',
            to: addresses(parsed.to),
            replyTo: parsed.replyTo?.value[0]?.address ?? null,
            text: parsed.text ?? '',
            html: parsed.html || '',
            attachments: parsed.attachments.map((attachment) => ({
              filename: attachment.filename ?? '',
              contentType: attachment.contentType,
              content: attachment.content.toString('utf8'),
            })),
            receivedAt: new Date(),
          });
          for (const wake of waiters) wake();
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;

  return {
    url: `smtp://test:test@127.0.0.1:${actualPort}`,
    port: actualPort,
    messages: () => [...received],
    waitFor(predicate, options = {}) {
      const timeoutMs = options.timeoutMs ?? 15_000;
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = received.find(predicate);
          if (!found) return false;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(
              `No matching e-mail within ${timeoutMs} ms; received: ${JSON.stringify(
                received.map((mail) => ({ to: mail.to, subject: mail.subject })),
              )}`,
            ),
          );
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
