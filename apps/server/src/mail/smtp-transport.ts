import { createTransport } from 'nodemailer';
import type { MailOutboxRow } from '../db/schema';
import { nodemailerMessage, type MailTransport } from './transport';

/**
 * Delivery through an SMTP server (`SMTP_URL`, e.g. smtp://user:pass@host:587; smtps:// for implicit TLS;
 * STARTTLS is used whenever the server offers it). Short timeouts: a hanging server must not hold a
 * message beyond the worker's lease.
 */
export class SmtpTransport implements MailTransport {
  private readonly transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transporter = createTransport({
      url,
      pool: true,
      maxConnections: 2,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 30_000,
    });
  }

  async send(message: MailOutboxRow): Promise<void> {
    await this.transporter.sendMail(nodemailerMessage(message, this.from));
  }

  async close(): Promise<void> {
    this.transporter.close();
  }
}
