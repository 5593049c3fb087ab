import type { FastifyBaseLogger } from 'fastify';
import type { Mail, Mailer } from './mailer';

/** Keeps sent mails in memory (tests read `sent`) and logs them; until a real provider is wired. */
export class MemoryMailer implements Mailer {
  readonly sent: Mail[] = [];

  constructor(private readonly logger?: Pick<FastifyBaseLogger, 'info'>) {}

  async send(mail: Mail): Promise<void> {
    this.sent.push(mail);
    this.logger?.info({ to: mail.to, subject: mail.subject }, 'mail sent (kept in memory)');
  }
}
