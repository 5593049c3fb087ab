import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { FileStorage, StoredFile } from './file-storage';
import { UPLOADS_PATH } from './local-file-storage';

export interface S3Options {
  bucket: string;
  /** S3-compatible endpoint (MinIO, R2, …); AWS's own when absent. */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Path-style addressing (`endpoint/bucket/key`), which most S3-compatible servers need. */
  forcePathStyle: boolean;
}

const KEY_PATTERN = /^[0-9a-f-]{36}(\.[a-z0-9]{1,8})?$/;

/** A stored file's bytes, or a range of them, with what the HTTP answer needs. */
export interface StoredObject {
  body: Readable;
  size: number;
  /** Present for a range read: the byte range sent and the whole file's size. */
  range?: { start: number; end: number; total: number };
}

/**
 * Files in an S3 bucket, named `<uuid>.<ext>` as in the local folder. Every instance behind a load
 * balancer sees the same files; browsers still fetch them at `/uploads/{key}` from any instance, which
 * streams them from the bucket (plugins/uploads.ts), so the bucket can stay private.
 */
export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;

  constructor(private readonly options: S3Options) {
    this.client = new S3Client({
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      ...(options.accessKeyId && options.secretAccessKey
        ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
        : {}),
    });
  }

  urlOf(key: string): string {
    return `${UPLOADS_PATH}${key}`;
  }

  async put(content: Readable | Buffer, options: { extension: string }): Promise<StoredFile> {
    const extension = options.extension.toLowerCase().replace(/^\./, '');
    if (!/^[a-z0-9]{1,8}$/.test(extension)) {
      throw new Error(`Unsupported file extension "${options.extension}"`);
    }
    const key = `${randomUUID()}.${extension}`;
    let size = Buffer.isBuffer(content) ? content.length : 0;
    if (!Buffer.isBuffer(content)) content.on('data', (chunk: Buffer) => (size += chunk.length));
    // Multipart upload for streams of unknown length (videos); one request for small files.
    await new Upload({
      client: this.client,
      params: { Bucket: this.options.bucket, Key: key, Body: content },
    }).done();
    return { key, size };
  }

  async get(key: string): Promise<Readable | null> {
    return (await this.read(key))?.body ?? null;
  }

  /** The file, or `range` of it (inclusive byte offsets, as HTTP ranges are), or null when absent. */
  async read(key: string, range?: { start: number; end?: number }): Promise<StoredObject | null> {
    if (!KEY_PATTERN.test(key)) return null;
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.options.bucket,
          Key: key,
          ...(range ? { Range: `bytes=${range.start}-${range.end ?? ''}` } : {}),
        }),
      );
      const body = answer.Body as Readable;
      const size = answer.ContentLength ?? 0;
      const match = /bytes (\d+)-(\d+)\/(\d+)/.exec(answer.ContentRange ?? '');
      return {
        body,
        size,
        ...(range && match
          ? { range: { start: Number(match[1]), end: Number(match[2]), total: Number(match[3]) } }
          : {}),
      };
    } catch (error) {
      if (error instanceof NoSuchKey || error instanceof NotFound) return null;
      if ((error as { name?: string }).name === 'InvalidRange') return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    if (!KEY_PATTERN.test(key)) return false;
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: key }));
      return true;
    } catch {
      return false;
    }
  }

  async delete(key: string): Promise<void> {
    if (!KEY_PATTERN.test(key)) return;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: key }));
  }

  close(): void {
    this.client.destroy();
  }
}
