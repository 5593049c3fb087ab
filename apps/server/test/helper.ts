import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import type { UserInfo } from '@salon/api/auth/schemas';
import { buildApp, type AppOptions } from '../src/app';
import { NO_RATE_LIMITS } from '../src/http/rate-limit';
import { PasswordRequestWorker } from '../src/modules/accounts/password-requests';
import { SignupRequestWorker } from '../src/modules/accounts/signup-requests';
import { createContainer, type Container, type ContainerOptions } from '../src/container';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { databaseFromTemplate } from './postgres-templates';
import { createScratchDatabase } from './scratch-database';
import type { Mail } from '../src/mail/mailer';
import { OutboxMailer } from '../src/mail/outbox-mailer';
import { OutboxPushNotifier } from '../src/notifications/outbox-push-notifier';
import type { SentPush } from '../src/notifications/push-notifier';
import { DEMO_PASSWORD } from '../src/seed/demo-data';
import { seedDemoData } from '../src/seed/seed';
import { LocalFileStorage } from '../src/storage/local-file-storage';
import { testRepositories, type TestRepositories } from './repositories';

export { DEMO_PASSWORD };

export const TEST_JWT_SECRET = new TextEncoder().encode('test-secret-test-secret-test-secret-0123');

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  container: Container;
  /** The modules' repositories over this app's database (repositories.ts), to arrange and check rows. */
  repositories: TestRepositories;
  mailer: OutboxMailer;
  /** Every e-mail queued in the outbox so far, oldest first (no worker runs in these tests). */
  mails(): Promise<Array<Mail & { id: string; status: string }>>;
  push: OutboxPushNotifier;
  /** Every push queued in the push outbox so far, oldest first (no worker runs in these tests). */
  pushes(): Promise<Array<SentPush & { status: string }>>;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * Uploaded and seeded files of this test worker (seeded product images, uploads of the tests); the
 * databases copied from one template share it, as they share the template's file keys.
 */
export const testStorage = new LocalFileStorage(mkdtempSync(join(tmpdir(), 'salon-test-storage-')));

/** Seeded PGlite dumps of this test worker, by the instant the demo data was placed from. */
const templates = new Map<string, Promise<Blob>>();

/**
 * A migrated PGlite seeded from `seedNow`, dumped once per test worker and `key` (the pinned instant, or
 * one key for the apps on the real clock): creating a PGlite from scratch (initdb) takes seconds,
 * loading a dump well under one.
 */
function pgliteTemplate(seedNow: Date, key: string): Promise<Blob> {
  let template = templates.get(key);
  if (!template) {
    template = (async () => {
      const handle = await openDatabase({ kind: 'pglite' });
      try {
        await migrateDatabase(handle);
        await seedDemoData(handle.db, testStorage, seedNow);
        if (!handle.snapshot) throw new Error('PGlite handle without snapshot()');
        return await handle.snapshot();
      } finally {
        await handle.close();
      }
    })();
    templates.set(key, template);
  }
  return template;
}

/**
 * A fresh database for one test app: in-memory PGlite, or with DATABASE_URL a new PostgreSQL database
 * `test_<random>` (dropped on close), copied from the run's template of `templateKey` (postgres-templates.ts). The database-per-app keeps migrations' schema-qualified
 * references working and lets test files run in parallel.
 */
async function freshDatabase(
  seedNow: Date,
  templateKey: string,
): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    return {
      handle: await openDatabase({
        kind: 'pglite',
        loadSnapshot: await pgliteTemplate(seedNow, templateKey),
      }),
      drop: async () => {},
    };
  }

  // In a run of the server projects (global-setup.ts), a copy of the run's seeded template.
  const run = inject('testRun');
  const { url: testUrl, drop } = run
    ? await databaseFromTemplate(url, run, templateKey, seedNow, testStorage.folder)
    : await createScratchDatabase(url, 'test');
  return { handle: await openDatabase({ kind: 'postgres', url: testUrl }), drop };
}

/** The app on a fresh, migrated and seeded database; answers are checked against the contract. */
export async function buildTestApp(
  options: Partial<AppOptions> = {},
  /** Overrides of the composition root (another storage, mailer or clock). */
  containerOptions: Partial<ContainerOptions> = {},
  /**
   * When the demo data is placed from. By default the app's own clock, so a test that pins the clock
   * finds the seeded appointments where they were on that day, whatever the real date.
   */
  seedAt: Date | undefined = containerOptions.now?.(),
): Promise<TestApp> {
  const seedNow = seedAt ?? new Date();
  // On the real clock, one template per five minutes of it: its seed is never older than that, and
  // is of the same day as the test in every zone (zones are whole quarters of an hour from UTC).
  const templateKey = seedAt ? seedAt.toISOString() : `real clock ${Math.floor(seedNow.getTime() / 300_000)}`;
  const { handle, drop } = await freshDatabase(seedNow, templateKey);
  // Both are no-ops on a copy of the PGlite template.
  await migrateDatabase(handle);
  await seedDemoData(handle.db, testStorage, seedNow);
  const mailer = new OutboxMailer(handle.db);
  const push = new OutboxPushNotifier(handle.db);
  const container = createContainer({
    db: handle.db,
    jwtSecret: TEST_JWT_SECRET,
    sessionTtlSeconds: 3600,
    storageDir: testStorage.folder,
    storage: testStorage,
    mailer,
    push,
    ...containerOptions,
  });
  // The limits are off unless the test gives its own (`rateLimits: { booking: RATE_LIMITS.booking }`).
  const app = await buildApp({
    container,
    validateResponses: true,
    ...options,
    rateLimits: { ...NO_RATE_LIMITS, ...options.rateLimits },
  });
  await app.ready();
  // Password assistance is worked after the answer: a round of its worker before the mail is read.
  const passwordRequests = new PasswordRequestWorker(
    container.passwordRequests.queue,
    container.passwordRequests.handle,
  );
  // Client sign-ups too: a round of theirs before the mail is read.
  const signupRequests = new SignupRequestWorker(
    container.signupRequests.queue,
    container.signupRequests.handle,
  );
  return {
    app,
    container,
    repositories: testRepositories(handle.db),
    mailer,
    mails: async () =>
      (
        await passwordRequests
          .runOnce()
          .then(() => signupRequests.runOnce())
          .then(() => mailer.outbox.list())
      ).map((row) => ({
        id: row.id,
        status: row.status,
        to: row.recipient,
        salonId: row.salonId,
        subject: row.subject,
        text: row.text,
        ...(row.html ? { html: row.html } : {}),
        ...(row.replyTo ? { replyTo: row.replyTo } : {}),
        attachments: row.attachments,
      })),
    push,
    pushes: async () =>
      (await push.outbox.list()).map((row) => ({
        id: row.id,
        status: row.status,
        userId: row.userId,
        salonId: row.salonId,
        senderId: row.senderId,
        kind: row.kind,
        ...(row.title === null ? {} : { title: row.title }),
        message: row.body,
        data: row.data,
        sentAt: row.createdAt,
      })),
    database: handle,
    close: async () => {
      await app.close();
      await handle.close();
      await drop();
    },
  };
}

export interface Answer<D = unknown> {
  statusCode: number;
  body: { status: boolean; message: string; data: D; code?: string };
  response: LightMyRequestResponse;
}

type App = TestApp['app'];

/** `inject` that parses the envelope. */
export async function call<D = unknown>(app: App, options: InjectOptions): Promise<Answer<D>> {
  const response = await app.inject(options);
  let body: Answer<D>['body'];
  // A file endpoint's answer (an export, a calendar feed): its text is the data.
  if (response.statusCode < 300 && /^text\/(csv|calendar)/.test(String(response.headers['content-type']))) {
    return {
      statusCode: response.statusCode,
      body: { status: true, message: '', data: response.body as D },
      response,
    };
  }
  try {
    body = response.json();
  } catch {
    throw new Error(`Not JSON (${response.statusCode}): ${response.body.slice(0, 200)}`);
  }
  return { statusCode: response.statusCode, body, response };
}

export async function loginAs(app: App, email: string, password = DEMO_PASSWORD): Promise<UserInfo> {
  const answer = await call<UserInfo>(app, {
    method: 'POST',
    url: '/api/v1/users/login',
    payload: { email, password },
  });
  if (answer.statusCode !== 200) throw new Error(`Login of ${email} failed: ${answer.body.message}`);
  return answer.body.data;
}

/** fastify/demo's injectWithLogin: signs in once and sends that token with every request. */
export async function injectAs(app: App, email: string, password = DEMO_PASSWORD) {
  const info = await loginAs(app, email, password);
  const inject = <D = unknown>(options: InjectOptions) =>
    call<D>(app, { ...options, headers: { ...options.headers, token: info.token } });
  return Object.assign(inject, { info });
}
