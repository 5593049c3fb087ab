import type { Readable } from 'node:stream';

export interface StoredFile {
  /** Server-generated name; clients never choose where a file lands. */
  key: string;
  size: number;
}

/** Uploaded files (photos, logos, videos). Local folder now; an S3 implementation can replace it. */
export interface FileStorage {
  put(content: Readable | Buffer, options: { extension: string }): Promise<StoredFile>;
  /** The file's content, or null when there is no such file. */
  get(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
  /** Where browsers fetch the file (the server's `/uploads/{key}`, or a bucket's URL). */
  urlOf(key: string): string;
}
