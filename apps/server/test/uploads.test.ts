import { existsSync } from 'node:fs';
import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import { object, optional, string } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoint } from '@salon/api/contract';
import { createContractRouter } from '../src/http/contract-route';
import type { UploadedFile } from '../src/http/uploads';
import { registerErrorHandler } from '../src/plugins/error-handler';
import { TINY_PNG } from './multipart';

const upload = endpoint({
  method: 'POST',
  path: '/upload',
  auth: 'none',
  multipart: true,
  body: object({ name: string(), note: optional(string()) }),
  data: object({ name: string(), mime: string(), size: string() }),
});

let seen: UploadedFile | undefined;
const app = Fastify();

beforeAll(async () => {
  registerErrorHandler(app);
  await app.register(multipart);
  const route = createContractRouter(app, { authenticate: async () => null as never });
  route(
    upload,
    async ({ body, files }) => {
      seen = files.photo;
      return {
        data: { name: body.name, mime: files.photo?.mime ?? '', size: String(files.photo?.size ?? 0) },
      };
    },
    { uploads: { photo: { kind: 'image', maxBytes: 1024 } } },
  );
  await app.ready();
});
afterAll(() => app.close());

function form(fields: Record<string, string>, file?: { field: string; content: Buffer; name: string }) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  if (file) data.append(file.field, new Blob([new Uint8Array(file.content)]), file.name);
  return data;
}

async function send(payload: FormData) {
  const request = new Request('http://x', { method: 'POST', body: payload });
  const response = await app.inject({
    method: 'POST',
    url: '/upload',
    headers: { 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  return { status: response.statusCode, body: response.json() as { message: string; data?: unknown } };
}

describe('multipart contract routes', () => {
  it('accepts an image judged by its content, validates the text fields, and removes the temp file', async () => {
    const answer = await send(form({ name: 'Ada' }, { field: 'photo', content: TINY_PNG, name: 'me.txt' }));
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ name: 'Ada', mime: 'image/png', size: String(TINY_PNG.length) });
    expect(seen && existsSync(seen.path)).toBe(false);
  });

  it('refuses a file that only claims to be an image', async () => {
    const answer = await send(
      form({ name: 'Ada' }, { field: 'photo', content: Buffer.from('<script>'), name: 'x.png' }),
    );
    expect(answer).toMatchObject({
      status: 400,
      body: { message: 'photo: must be an image (JPEG, PNG, GIF or WebP)' },
    });
  });

  it('refuses a file over the field limit with 413', async () => {
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(2048)]);
    const answer = await send(form({ name: 'Ada' }, { field: 'photo', content: big, name: 'big.png' }));
    expect(answer).toMatchObject({ status: 413, body: { message: 'photo: file is larger than 1 KB' } });
  });

  it('refuses unknown file fields and bad text fields with 400', async () => {
    const unknown = await send(form({ name: 'Ada' }, { field: 'other', content: TINY_PNG, name: 'a.png' }));
    expect(unknown).toMatchObject({ status: 400, body: { message: 'other: is not allowed' } });
    const missing = await send(form({}, { field: 'photo', content: TINY_PNG, name: 'a.png' }));
    expect(missing).toMatchObject({ status: 400, body: { message: 'name: is required' } });
  });

  it('refuses a JSON body on a multipart endpoint', async () => {
    const response = await app.inject({ method: 'POST', url: '/upload', payload: { name: 'Ada' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Request body must be multipart/form-data' });
  });
});
