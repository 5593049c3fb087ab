import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { UPLOADS_PATH } from '../storage/local-file-storage';

/**
 * Serves the local storage folder at `/uploads/`: range requests (a video player seeks), ETags, and
 * `nosniff` from the security headers, so a file is only ever served as the type its sniffed extension
 * says. Stored names are server-generated; nothing in the folder is ever executed.
 */
export async function registerUploads(app: FastifyInstance, folder: string): Promise<void> {
  await mkdir(folder, { recursive: true });
  await app.register(fastifyStatic, {
    root: folder,
    prefix: UPLOADS_PATH,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    acceptRanges: true,
    maxAge: '7d',
    immutable: true,
  });
}
