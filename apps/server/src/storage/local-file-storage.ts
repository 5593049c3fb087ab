import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStorage, StoredFile } from './file-storage';

/** The public path of stored files (plugins/uploads.ts serves it, with range requests for video). */
export const UPLOADS_PATH = '/uploads/';

const KEY_PATTERN = /^[0-9a-f-]{36}(\.[a-z0-9]{1,8})?$/;

/** Files in one folder, named `<uuid>.<ext>`; keys are checked so no path can escape the folder. */
export class LocalFileStorage implements FileStorage {
  constructor(readonly folder: string) {}

  urlOf(key: string): string {
    return `${UPLOADS_PATH}${key}`;
  }

  async put(content: Readable | Buffer, options: { extension: string }): Promise<StoredFile> {
    const extension = options.extension.toLowerCase().replace(/^\./, '');
    if (!/^[a-z0-9]{1,8}$/.test(extension))
      throw new Error(`Unsupported file extension "${options.extension}"`);
    await mkdir(this.folder, { recursive: true });
    const key = `${randomUUID()}.${extension}`;
    const path = join(this.folder, key);
    await pipeline(
      Buffer.isBuffer(content) ? Readable.from([content]) : content,
      createWriteStream(path, { flags: 'wx' }),
    );
    return { key, size: (await stat(path)).size };
  }

  async get(key: string): Promise<Readable | null> {
    if (!KEY_PATTERN.test(key)) return null;
    const path = join(this.folder, key);
    try {
      await stat(path);
    } catch {
      return null;
    }
    return createReadStream(path);
  }

  async delete(key: string): Promise<void> {
    if (!KEY_PATTERN.test(key)) return;
    await rm(join(this.folder, key), { force: true });
  }
}
