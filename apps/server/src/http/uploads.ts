import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import { BadRequestError, HttpError } from '../errors';

/** What an upload field accepts, judged by the file's content (magic numbers), never by its name. */
export type UploadKind = 'image' | 'video';

const ACCEPTED: Record<UploadKind, ReadonlySet<string>> = {
  image: new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']),
  video: new Set(['video/mp4', 'video/webm', 'video/quicktime', 'video/ogg', 'video/x-m4v']),
};

export interface UploadField {
  kind: UploadKind;
  /** Largest accepted file; a larger one is refused with 413 while it streams in. */
  maxBytes: number;
}

/** One received file, kept in a temporary file until the handler has stored it; removed afterwards. */
/** Logos and photos: images of at most 2 MB (checked by content below). */
export const IMAGE_UPLOAD: UploadField = { kind: 'image', maxBytes: 2 * 1024 * 1024 };

export interface UploadedFile {
  field: string;
  /** The name the client gave; for display only, never used as a path. */
  clientName: string;
  path: string;
  size: number;
  /** Sniffed from the content. */
  mime: string;
  extension: string;
}

export class PayloadTooLargeError extends HttpError {
  constructor(message: string) {
    super(413, message, 'payload_too_large');
  }
}

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

/**
 * Reads a multipart request: text fields into a record (validated afterwards with the endpoint's body
 * struct), files into temporary files, each checked against its field's kind and size limit.
 */
export async function readMultipart(
  request: FastifyRequest,
  fields: Record<string, UploadField>,
): Promise<{ values: Record<string, unknown>; files: Record<string, UploadedFile> }> {
  if (!request.isMultipart()) throw new BadRequestError('Request body must be multipart/form-data');
  const values: Record<string, unknown> = {};
  const files: Record<string, UploadedFile> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        values[part.fieldname] = part.value;
        continue;
      }
      const rule = fields[part.fieldname];
      if (!rule || files[part.fieldname]) {
        part.file.resume();
        throw new BadRequestError(`${part.fieldname}: is not allowed`);
      }
      const path = join(tmpdir(), `upload-${randomUUID()}`);
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          if (size > rule.maxBytes) {
            callback(
              new PayloadTooLargeError(`${part.fieldname}: file is larger than ${sizeText(rule.maxBytes)}`),
            );
          } else callback(null, chunk);
        },
      });
      files[part.fieldname] = {
        field: part.fieldname,
        clientName: part.filename,
        path,
        size: 0,
        mime: '',
        extension: '',
      };
      await pipeline(part.file, counter, createWriteStream(path));
      const type = await fileTypeFromFile(path);
      if (!type || !ACCEPTED[rule.kind].has(type.mime)) {
        throw new BadRequestError(
          rule.kind === 'image'
            ? `${part.fieldname}: must be an image (JPEG, PNG, GIF or WebP)`
            : `${part.fieldname}: must be a video (MP4, WebM, MOV or Ogg)`,
        );
      }
      Object.assign(files[part.fieldname]!, { size, mime: type.mime, extension: type.ext });
    }
  } catch (error) {
    await removeUploads(files);
    if (error instanceof HttpError) throw error;
    // @fastify/multipart's own limits carry a 4xx status; busboy's parse errors (a truncated body, a
    // broken part header) carry none: both are the sender's mistake.
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413) throw new PayloadTooLargeError('Request body is too large');
    if (status !== undefined && status >= 400 && status < 500)
      throw new BadRequestError((error as Error).message);
    throw new BadRequestError('Request body is not a well-formed multipart form');
  }
  return { values, files };
}

export async function removeUploads(files: Record<string, UploadedFile>): Promise<void> {
  await Promise.all(Object.values(files).map((file) => rm(file.path, { force: true })));
}
