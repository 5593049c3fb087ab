import type { ServerConfig } from '../config';
import { EmlFileTransport } from './eml-file-transport';
import { MailWorker, type MailWorkerLogger } from './mail-worker';
import type { OutboxMailer } from './outbox-mailer';
import { SmtpTransport } from './smtp-transport';
import type { MailTransport } from './transport';

/** The transport the configuration asks for: SMTP with SMTP_URL, else .eml files under DATA_DIR/mail. */
export function transportFor(config: ServerConfig['mail'], logger: MailWorkerLogger): MailTransport {
  return config.smtpUrl
    ? new SmtpTransport(config.smtpUrl, config.from)
    : new EmlFileTransport(config.dir, config.from, (line) => logger.info(line));
}

/** Where mail goes, for the start-up log: the SMTP host (never its credentials) or the folder. */
export function describeMailTarget(config: ServerConfig['mail']): string {
  if (!config.smtpUrl) return `.eml files in ${config.dir} (set SMTP_URL to send)`;
  const url = new URL(config.smtpUrl);
  return `SMTP ${url.protocol === 'smtps:' ? 'over TLS ' : ''}via ${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 587)}`;
}

/**
 * Starts delivering the outbox of `mailer` in this process (every instance may run one) and returns the
 * function that stops it: the round in progress finishes, the transport closes.
 */
export function startMailWorker(
  config: ServerConfig['mail'],
  mailer: OutboxMailer,
  logger: MailWorkerLogger,
): () => Promise<void> {
  const transport = transportFor(config, logger);
  const worker = new MailWorker({ outbox: mailer.outbox, transport, logger });
  const unsubscribe = mailer.onQueued(() => worker.wake());
  worker.start();
  logger.info(`Mail: ${describeMailTarget(config)}`);
  return async () => {
    unsubscribe();
    await worker.stop();
    await transport.close();
  };
}
