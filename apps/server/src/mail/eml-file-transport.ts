import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import type { MailOutboxRow } from '../db/schema';
import { nodemailerMessage, type MailTransport } from './transport';

/**
 * The default without SMTP_URL: each message becomes an RFC 822 file `DATA_DIR/mail/<time>-<id>.eml`
 * (built by nodemailer's stream transport, so it is exactly what SMTP would carry; any mail program opens
 * it), and one log line names the file. Written under a temporary name and renamed, so a reader never
 * sees half a message.
 */
export class EmlFileTransport implements MailTransport {
  private readonly builder = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  constructor(
    private readonly dir: string,
    private readonly from: string,
    private readonly log: (line: string) => void = () => {},
  ) {}

  async send(message: MailOutboxRow): Promise<void> {
    const info = await this.builder.sendMail(nodemailerMessage(message, this.from));
    const content = info.message as Buffer;
    await mkdir(this.dir, { recursive: true });
    const stamp = message.createdAt.toISOString().replace(/[:.]/g, '-');
    const file = join(this.dir, `${stamp}-${message.id}.eml`);
    await writeFile(`${file}.tmp`, content);
    await rename(`${file}.tmp`, file);
    this.log(`Mail written to ${file}`);
  }

  async close(): Promise<void> {}
}
