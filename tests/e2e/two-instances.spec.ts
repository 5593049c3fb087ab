import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { Redis } from 'ioredis';
import pg from 'pg';
import S3rver from 's3rver';
import { startMailbox, type Mailbox } from './mailbox';

/*
 * Several instances behind a load balancer: two BUILT server processes on one PostgreSQL database,
 * the machine's Redis and one S3-compatible bucket (s3rver, in this process). A token issued by one works
 * on the other and a log-out revokes it on both; the login limit is shared; a file uploaded through one
 * is served by the other; an e-mail is sent once although both run the outbox worker.
 */
const ROOT = resolve(import.meta.dirname, '..', '..');
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
// A Redis database of this test's own (7), emptied first: counts of earlier runs must not carry over.
const REDIS_URL = `${(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379').replace(/\/\d*$/, '')}/7`;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject()));
    });
  });
}

async function waitReady(url: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${log()}`);
    const ok = await fetch(`${url}/api/v1/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server not ready:\n${log()}`);
}

test.describe('two instances on one database, Redis and bucket', () => {
  test.setTimeout(180_000);
  const children: ChildProcess[] = [];
  const folders: string[] = [];
  let databaseName = '';
  let mailbox: Mailbox;
  let bucket: S3rver;
  let urls: [string, string];
  let logs: Array<() => string> = [];

  test.beforeAll(async () => {
    databaseName = `test_two_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName}`);
    await admin.end();
    const database = new URL(DATABASE_URL);
    database.pathname = `/${databaseName}`;

    const redis = new Redis(REDIS_URL);
    await redis.flushdb();
    redis.disconnect();

    mailbox = await startMailbox();
    const bucketDir = await mkdtemp(join(tmpdir(), 'salon-bucket-'));
    folders.push(bucketDir);
    const s3Port = await freePort();
    bucket = new S3rver({
      port: s3Port,
      address: '127.0.0.1',
      silent: true,
      directory: bucketDir,
      configureBuckets: [{ name: 'salon-two' }],
    });
    await bucket.run();

    const shared = {
      DATABASE_URL: database.toString(),
      JWT_SECRET: randomBytes(24).toString('hex'),
      SEED_DEMO: '1',
      REDIS_URL,
      S3_BUCKET: 'salon-two',
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      SMTP_URL: mailbox.url,
      // A deployment names its modes (config.ts refuses to fall into a test mode on a shared database).
      PAYMENTS: 'offline',
      MAIL: 'smtp',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    };
    urls = ['', ''];
    logs = [];
    // One after the other: the first migrates and seeds the demo platform, the second finds it done.
    // (Instances starting at once are covered by migrations.test.ts; the demo seed is not for that.)
    for (const n of [0, 1] as const) {
      await (async () => {
        const port = await freePort();
        const dataDir = await mkdtemp(join(tmpdir(), 'salon-two-'));
        folders.push(dataDir);
        let log = '';
        const child = spawn(process.execPath, [join(ROOT, 'apps/server/dist/main.js')], {
          cwd: ROOT,
          env: { ...process.env, ...shared, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
        child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
        children.push(child);
        urls[n] = `http://127.0.0.1:${port}`;
        logs[n] = () => log;
        await waitReady(urls[n], child, logs[n]);
      })();
    }
  });

  test.afterAll(async () => {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(children.map((child) => new Promise((r) => child.once('exit', r))));
    await bucket?.close();
    await mailbox?.close();
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
  });

  const api = (n: 0 | 1, path: string, init: RequestInit & { token?: string } = {}) =>
    fetch(`${urls[n]}/api/v1${path}`, {
      ...init,
      headers: {
        ...(init.body && typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}),
        ...(init.token ? { token: init.token } : {}),
      },
    });
  const login = (n: 0 | 1, email: string, password = 'DemoPass1!') =>
    api(n, '/users/login', { method: 'POST', body: JSON.stringify({ email, password }) });

  test('a session opened on one instance works on the other, and a log-out ends it on both', async () => {
    const signedIn = await login(0, 'owner@example.com');
    expect(signedIn.status).toBe(200);
    const { token } = ((await signedIn.json()) as { data: { token: string } }).data;
    expect((await api(1, '/users/get-user', { token })).status).toBe(200);
    expect((await api(1, '/users/logout', { method: 'POST', token })).status).toBe(200);
    expect((await api(0, '/users/get-user', { token })).status).toBe(401);
    expect((await api(1, '/users/get-user', { token })).status).toBe(401);
  });

  test('failed sign-ins on either instance count against one limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      statuses.push((await login((i % 2) as 0 | 1, 'manager@example.com', 'WrongPass1!')).status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  test('a photo uploaded through one instance is served by the other', async () => {
    const { token } = ((await (await login(0, 'owner2@example.com')).json()) as { data: { token: string } })
      .data;
    const categories = (await (
      await api(0, '/product/get-category?pageNumber=1&pageSize=5', { token })
    ).json()) as { data: { result: Array<{ _id: string }> } };
    const form = new FormData();
    form.set('productName', 'Two-instance balm');
    form.set('productDescription', 'Uploaded on one, served by the other');
    form.set('category', categories.data.result[0]!._id);
    form.set('productPrice', '1200');
    form.set('actualPrice', '1500');
    form.set('rating', '4');
    form.set('image', new Blob([PNG], { type: 'image/png' }), 'balm.png');
    const created = await fetch(`${urls[0]}/api/v1/product/add-product`, {
      method: 'POST',
      headers: { token },
      body: form,
    });
    expect(created.status, await created.clone().text()).toBe(200);
    const product = ((await created.json()) as { data: { productImageURL: string } }).data;
    const image = await fetch(`${urls[1]}${product.productImageURL}`);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
  });

  test('an e-mail is sent once although both instances deliver the outbox', async () => {
    const { token } = ((await (await login(1, 'admin@example.com')).json()) as { data: { token: string } })
      .data;
    const salons = (await (await api(1, '/salon/get-salon?pageNumber=1&pageSize=50', { token })).json()) as {
      data: { result: Array<{ _id: string; email: string; name: string }> };
    };
    const second = salons.data.result.find((salon) => salon.name === 'Second Salon')!;
    const reset = await api(0, `/salon/reset-password?salonID=${second._id}`, { method: 'PATCH', token });
    expect(reset.status).toBe(200);
    // The new password goes to the salon's owner account.
    const to = 'owner2@example.com';
    await mailbox.waitFor((mail) => mail.to.includes(to), { timeoutMs: 30_000 });
    // Both workers poll; give the other one time to (wrongly) send it again.
    await new Promise((r) => setTimeout(r, 6_000));
    expect(mailbox.messages().filter((mail) => mail.to.includes(to))).toHaveLength(1);
  });
});
