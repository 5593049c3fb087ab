import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
// s3rver: an S3-compatible server in this process, so the bucket code talks real S3 HTTP.
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backfillImageVariants } from '../src/jobs/image-variants';
import { S3FileStorage, type S3Options } from '../src/storage/s3-file-storage';
import { buildTestApp, type TestApp } from './helper';

let server: S3rver;
let folder: string;
let options: S3Options;
let first: TestApp;
let second: TestApp;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'salon-s3-'));
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: folder,
    configureBuckets: [{ name: 'salon-test' }],
  });
  const { port } = await server.run();
  options = {
    bucket: 'salon-test',
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  // Two instances, each with its own client of the one bucket.
  first = await buildTestApp({}, { storage: new S3FileStorage(options) });
  second = await buildTestApp({}, { storage: new S3FileStorage(options) });
});
afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
  await server?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('S3 storage', () => {
  it('stores, reads and deletes files, from buffers and streams', async () => {
    const storage = new S3FileStorage(options);
    const stored = await storage.put(PNG, { extension: 'png' });
    expect(stored.key).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(stored.size).toBe(PNG.length);
    const streamed = await storage.put(Readable.from([Buffer.from('abc'), Buffer.from('def')]), {
      extension: 'mp4',
    });
    const body = await storage.get(streamed.key);
    const chunks: Buffer[] = [];
    for await (const chunk of body!) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('abcdef');
    await storage.delete(stored.key);
    expect(await storage.get(stored.key)).toBeNull();
    expect(await storage.get('../../etc/passwd')).toBeNull();
  });

  it('serves a file stored through one instance from the other, with ranges for video', async () => {
    const stored = await first.container.storage.put(Buffer.from('0123456789'), { extension: 'mp4' });
    const url = first.container.storage.urlOf(stored.key);
    const whole = await second.app.inject({ method: 'GET', url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.body).toBe('0123456789');
    const part = await second.app.inject({ method: 'GET', url, headers: { range: 'bytes=2-5' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 2-5/10');
    expect(part.body).toBe('2345');
    const missing = await second.app.inject({
      method: 'GET',
      url: '/uploads/00000000-0000-4000-8000-000000000000.png',
    });
    expect(missing.statusCode).toBe(404);
  });

  it("backfills an older photo's WebP copies in the bucket, served from any instance", async () => {
    const { storage, imageVariants } = first.container;
    const original = await sharp({
      create: { width: 1000, height: 600, channels: 3, background: '#7c3aed' },
    })
      .png()
      .toBuffer();
    const old = await storage.put(original, { extension: 'png' });
    expect(await backfillImageVariants(imageVariants, [async () => [old.key]])).toBe(1);
    const info = (await imageVariants.find([old.key])).get(old.key)!;
    expect(info).toMatchObject({ width: 1000, height: 600 });
    expect(info.variants.map((v) => [v.width, v.height])).toEqual([
      [480, 288],
      [960, 576],
      [1000, 600],
    ]);
    const served = await second.app.inject({ method: 'GET', url: storage.urlOf(info.variants[0]!.key) });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 480, 288]);
    // Idempotent: the next start's backfill finds them made.
    expect(await backfillImageVariants(imageVariants, [async () => [old.key]])).toBe(0);
    expect((await imageVariants.find([old.key])).get(old.key)).toEqual(info);
  });
});
