import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startMailbox, type Mailbox } from '../../../tests/e2e/mailbox';
import { mailOutbox } from '../src/db/schema';
import { EmlFileTransport } from '../src/mail/eml-file-transport';
import { backoffDelayMs, MailWorker, type MailWorkerOptions } from '../src/mail/mail-worker';
import type { Mail } from '../src/mail/mailer';
import { SmtpTransport } from '../src/mail/smtp-transport';
import type { MailTransport } from '../src/mail/transport';
import { buildTestApp, type TestApp } from './helper';

const FROM = 'Salon platform <no-reply@salons.test>';
const mail = (to: string, overrides: Partial<Mail> = {}): Mail => ({
  to,
  subject: `Hello ${to}`,
  text: `Plain text for ${to}`,
  html: `<p>HTML for ${to}</p>`,
  ...overrides,
});
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

describe('mail outbox and worker', () => {
  let t: TestApp;
  let mailbox: Mailbox;
  const transports: MailTransport[] = [];
  const smtp = (url = mailbox.url) => {
    const transport = new SmtpTransport(url, FROM);
    transports.push(transport);
    return transport;
  };
  const worker = (transport: MailTransport, options: Partial<MailWorkerOptions> = {}) =>
    new MailWorker({ outbox: t.mailer.outbox, transport, logger: quiet, ...options });
  const rowsTo = async (to: string) => (await t.mailer.outbox.list()).filter((row) => row.recipient === to);

  beforeAll(async () => {
    t = await buildTestApp();
    mailbox = await startMailbox();
  });
  afterEach(async () => {
    for (const transport of transports.splice(0)) await transport.close();
  });
  afterAll(async () => {
    await mailbox.close();
    await t.close();
  });

  it('queues in the transaction of the change: a rollback leaves no message', async () => {
    await t.database.db
      .transaction(async (tx) => {
        await t.mailer.send(mail('rolled-back@example.com'), tx);
        throw new Error('roll back');
      })
      .catch(() => {});
    await t.database.db.transaction(async (tx) => {
      await t.mailer.send(mail('committed@example.com'), tx);
    });
    expect(await rowsTo('rolled-back@example.com')).toHaveLength(0);
    expect(await rowsTo('committed@example.com')).toMatchObject([{ status: 'pending', attempts: 0 }]);
  });

  it('sends through SMTP: plain, HTML, reply-to, sender name and an attachment; the body is then erased', async () => {
    await t.mailer.send(
      mail('smtp@example.com', {
        fromName: 'Demo Salon',
        replyTo: 'owner@example.com',
        attachments: [{ filename: 'note.txt', contentType: 'text/plain', content: 'attached text' }],
      }),
    );
    const result = await worker(smtp()).runOnce();
    expect(result.sent).toBeGreaterThanOrEqual(1);
    const received = await mailbox.waitFor((m) => m.to.includes('smtp@example.com'));
    expect(received).toMatchObject({
      subject: 'Hello smtp@example.com',
      from: '"Demo Salon" <no-reply@salons.test>',
      replyTo: 'owner@example.com',
      text: 'Plain text for smtp@example.com',
      html: '<p>HTML for smtp@example.com</p>',
      attachments: [{ filename: 'note.txt', content: 'attached text' }],
    });
    const [row] = await rowsTo('smtp@example.com');
    expect(row).toMatchObject({ status: 'sent', attempts: 1, text: '', html: null, attachments: [] });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it('keeps a message pending while the SMTP server is down and delivers it when it is back', async () => {
    const down = await startMailbox();
    const port = down.port;
    await down.close();
    await t.mailer.send(mail('later@example.com'));
    const transport = smtp(`smtp://127.0.0.1:${port}`);
    const delays: number[] = [];
    const w = worker(transport, {
      retryDelayMs: (attempt) => {
        delays.push(attempt);
        return 0;
      },
    });
    const first = await w.runOnce();
    expect(first.retried).toBeGreaterThanOrEqual(1);
    const [pending] = await rowsTo('later@example.com');
    expect(pending).toMatchObject({ status: 'pending', attempts: 1 });
    expect(pending!.lastError).toMatch(/ECONNREFUSED|ESOCKET|connect/i);
    expect(pending!.lastError).not.toContain('later@example.com');
    expect(delays).toContain(1);

    const back = await startMailbox(port);
    try {
      await w.runOnce();
      await back.waitFor((m) => m.to.includes('later@example.com'));
      expect(await rowsTo('later@example.com')).toMatchObject([{ status: 'sent', attempts: 2 }]);
    } finally {
      await back.close();
    }
  });

  it('marks a message failed after the last attempt, and waits with backoff between attempts', async () => {
    await t.mailer.send(mail('never@example.com'));
    const broken: MailTransport = {
      send: async (message) => {
        throw new Error(`550 mailbox <${message.recipient}> unavailable`);
      },
      close: async () => {},
    };
    const w = worker(broken, { maxAttempts: 2, retryDelayMs: () => 0 });
    await w.runOnce();
    expect(await rowsTo('never@example.com')).toMatchObject([{ status: 'pending', attempts: 1 }]);
    await w.runOnce();
    const [row] = await rowsTo('never@example.com');
    expect(row).toMatchObject({ status: 'failed', attempts: 2 });
    expect(row!.lastError).toBe('550 mailbox <<address>> unavailable');

    // 30 s doubled per attempt, capped at an hour, ±20 % jitter.
    expect(backoffDelayMs(1, () => 0.5)).toBe(30_000);
    expect(backoffDelayMs(3, () => 0.5)).toBe(120_000);
    expect(backoffDelayMs(20, () => 0.5)).toBe(3_600_000);
    expect(backoffDelayMs(1, () => 0)).toBe(24_000);
    expect(backoffDelayMs(1, () => 1)).toBe(36_000);
  });

  it('a message whose worker died mid-send is taken again when its lease ends; the stale claim changes nothing', async () => {
    await t.mailer.send(mail('crash@example.com'));
    const [crashed] = await t.mailer.outbox.claim(100, 0, '00000000-0000-4000-8000-000000000001');
    expect(crashed).toBeDefined();
    const sent: string[] = [];
    const recording: MailTransport = {
      send: async (message) => {
        sent.push(message.recipient);
      },
      close: async () => {},
    };
    await worker(recording).runOnce();
    expect(sent).toContain('crash@example.com');
    const [row] = await rowsTo('crash@example.com');
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    const stale = (await t.mailer.outbox.list()).find((r) => r.recipient === 'crash@example.com')!;
    expect(
      await t.mailer.outbox.markSent({ ...stale, claimId: '00000000-0000-4000-8000-000000000001' }),
    ).toBe(false);
  });

  it('two workers claiming at the same time send every message exactly once', async () => {
    await t.database.db.delete(mailOutbox).where(eq(mailOutbox.status, 'pending'));
    const recipients = Array.from({ length: 60 }, (_, i) => `bulk${i}@example.com`);
    for (const to of recipients) await t.mailer.send(mail(to));
    const deliveries: string[] = [];
    const slow: MailTransport = {
      send: async (message) => {
        deliveries.push(message.recipient);
        await new Promise((resolve) => setTimeout(resolve, 2));
      },
      close: async () => {},
    };
    const a = worker(slow, { batchSize: 7 });
    const b = worker(slow, { batchSize: 7 });
    const drain = async (w: MailWorker) => {
      for (;;) {
        const result = await w.runOnce();
        if (result.sent === 0) return;
      }
    };
    await Promise.all([drain(a), drain(b), drain(a), drain(b)]);
    expect([...deliveries].sort()).toEqual([...recipients].sort());
    const rows = (await t.mailer.outbox.list()).filter((row) => row.recipient.startsWith('bulk'));
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('without SMTP_URL writes each message as an .eml file and logs one line naming it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salon-mail-'));
    try {
      const lines: string[] = [];
      await t.database.db.delete(mailOutbox).where(eq(mailOutbox.status, 'pending'));
      await t.mailer.send(
        mail('eml@example.com', {
          fromName: 'Demo Salon',
          attachments: [
            { filename: 'appointment.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' },
          ],
        }),
      );
      const transport = new EmlFileTransport(join(dir, 'mail'), FROM, (line) => lines.push(line));
      await worker(transport).runOnce();
      const files = await readdir(join(dir, 'mail'));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+Z-[0-9a-f-]{36}\.eml$/);
      const file = join(dir, 'mail', files[0]!);
      expect(lines).toEqual([`Mail written to ${file}`]);
      const parsed = await simpleParser(await readFile(file));
      expect(parsed.subject).toBe('Hello eml@example.com');
      expect(parsed.from?.text).toBe('"Demo Salon" <no-reply@salons.test>');
      expect(parsed.text?.trim()).toBe('Plain text for eml@example.com');
      expect(parsed.attachments[0]?.filename).toBe('appointment.ics');
      expect(existsSync(`${file}.tmp`)).toBe(false);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('prunes sent messages after 30 days and failed ones after 90, keeping pending ones', async () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    const row = (recipient: string, status: 'pending' | 'sent' | 'failed', days: number) => ({
      recipient,
      subject: 'Old',
      text: '',
      status,
      createdAt: daysAgo(days),
    });
    await t.database.db
      .insert(mailOutbox)
      .values([
        row('old-sent@example.com', 'sent', 31),
        row('new-sent@example.com', 'sent', 29),
        row('old-failed@example.com', 'failed', 91),
        row('new-failed@example.com', 'failed', 89),
        row('old-pending@example.com', 'pending', 200),
      ]);
    await t.mailer.outbox.prune(30, 90);
    const left = (await t.mailer.outbox.list()).map((r) => r.recipient);
    expect(left).toEqual(
      expect.arrayContaining(['new-sent@example.com', 'new-failed@example.com', 'old-pending@example.com']),
    );
    expect(left).not.toContain('old-sent@example.com');
    expect(left).not.toContain('old-failed@example.com');
    await t.database.db.delete(mailOutbox).where(eq(mailOutbox.status, 'pending'));
  });

  it('the started worker delivers what is queued without being driven, and stops cleanly', async () => {
    const w = worker(smtp(), { pollIntervalMs: 50 });
    const unsubscribe = t.mailer.onQueued(() => w.wake());
    w.start();
    try {
      await t.mailer.send(mail('background@example.com'));
      await mailbox.waitFor((m) => m.to.includes('background@example.com'));
    } finally {
      unsubscribe();
      await w.stop();
    }
    expect(await rowsTo('background@example.com')).toMatchObject([{ status: 'sent' }]);
  });
});
