import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { UPLOADS_PATH } from '../storage/local-file-storage';
import type { S3FileStorage } from '../storage/s3-file-storage';
import { sendFailure } from '../http/failure';

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

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  ogg: 'video/ogg',
  ogv: 'video/ogg',
};

/** `bytes=a-b` or `bytes=a-` (one range; players ask for one), or null for anything else. */
function parseRange(header: string | undefined): { start: number; end?: number } | null {
  const match = header ? /^bytes=(\d+)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return null;
  const start = Number(match[1]);
  const end = match[2] ? Number(match[2]) : undefined;
  return end !== undefined && end < start ? null : { start, ...(end !== undefined ? { end } : {}) };
}

/**
 * Serves files of the S3 storage at `/uploads/{key}` from any instance, streaming them from the bucket
 * (so it can stay private) with single-range requests for video seeking.
 */
export async function registerBucketUploads(app: FastifyInstance, storage: S3FileStorage): Promise<void> {
  app.get(`${UPLOADS_PATH}:key`, async (request, reply) => {
    const { key } = request.params as { key: string };
    const range = parseRange(request.headers.range);
    const object = await storage.read(key, range ?? undefined);
    if (!object) return sendFailure(reply, 404, 'File not found');
    const extension = key.slice(key.lastIndexOf('.') + 1);
    reply
      .header('content-type', CONTENT_TYPES[extension] ?? 'application/octet-stream')
      .header('cache-control', 'public, max-age=604800, immutable')
      .header('accept-ranges', 'bytes')
      .header('content-length', object.size);
    if (object.range) {
      const { start, end, total } = object.range;
      reply.code(206).header('content-range', `bytes ${start}-${end}/${total}`);
    }
    return reply.send(object.body);
  });
}
