import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { test as base, expect } from '@playwright/test';
import { startMailbox, type Mailbox } from './mailbox';

/**
 * The e2e fixture: every worker starts the BUILT server (`npm run build` first) on a free port with a
 * fresh data folder, so each run begins from the seeded demo platform, and stops it afterwards.
 * DATABASE_URL is removed from the child's environment: e2e proves the default install (embedded PGlite).
 */
const ROOT = resolve(import.meta.dirname, '..', '..');
/** The built server; E2E_SERVER_ENTRY points elsewhere (another build) when set. */
const MAIN = resolve(ROOT, process.env.E2E_SERVER_ENTRY ?? join('apps', 'server', 'dist', 'main.js'));
const READY_PATH = '/api/v1/salon/get-enable-salon';
const START_TIMEOUT_MS = 90_000;

export interface E2eServer {
  url: string;
  dataDir: string;
  /** The server's output so far, for failure messages. */
  output(): string;
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject()));
    });
  });
}

async function waitUntilReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `the server exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${output()}`,
      );
    }
    try {
      const response = await fetch(url + READY_PATH, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `the server did not answer ${READY_PATH} within ${START_TIMEOUT_MS} ms (${last}):\n${output()}`,
  );
}

/** Ends the server's whole process group: SIGTERM, then SIGKILL if it has not gone after 5 s. */
export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // Already gone.
    }
  };
  signalGroup('SIGTERM');
  const timer = setTimeout(() => signalGroup('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts the built server for a worker; `extraEnv` adds to (or replaces) its environment, as the Stripe
 * run does (stripe-mode.spec.ts).
 */
export async function startServer(
  smtpUrl: string,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<{ server: E2eServer; child: ChildProcess }> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run npm run build first`);
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'salon-e2e-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    // Every spec signs up from 127.0.0.1 on this one server: room for all of them and their retries.
    RATE_LIMITS: 'onboardingPerAddress=50/3600,emailCheck=500/900,promoCheck=50/900',
  };
  delete env.DATABASE_URL;
  delete env.JWT_SECRET;
  delete env.STORAGE_DIR;
  delete env.STATIC_DIR;
  // Mail goes to this worker's in-process SMTP server (the `mailbox` fixture, see mailbox.ts).
  env.SMTP_URL = smtpUrl;
  delete env.MAIL_FROM;
  delete env.PUBLIC_URL;
  // The modes named, as a deployment must (config.ts): the offline test-card provider, mail over SMTP.
  env.PAYMENTS = 'offline';
  env.MAIL = 'smtp';
  for (const name of [
    'STRIPE_SECRET_KEY',
    'STRIPE_PUBLISHABLE_KEY',
    'STRIPE_WEBHOOK_SECRET',
    'STRIPE_API_BASE',
  ]) {
    delete env[name];
  }
  Object.assign(env, extraEnv);

  let log = '';
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env,
    detached: true, // its own process group, so stop() ends anything it spawned too
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(url, child, () => log);
  } catch (error) {
    await stop(child);
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return { server: { url, dataDir, output: () => log }, child };
}

export const test = base.extend<object, { server: E2eServer; mailbox: Mailbox }>({
  /**
   * The e-mails the server sent, parsed: `await mailbox.waitFor((m) => m.to.includes(address))` returns
   * `{subject, from, to, replyTo, text, html, attachments}` (see mailbox.ts). One per worker, shared by its
   * tests: match on an address of your own test.
   */
  mailbox: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure their first argument
    async ({}, use) => {
      const mailbox = await startMailbox();
      try {
        await use(mailbox);
      } finally {
        await mailbox.close();
      }
    },
    { scope: 'worker' },
  ],
  server: [
    async ({ mailbox }, use) => {
      const { server, child } = await startServer(mailbox.url);
      try {
        await use(server);
      } finally {
        await stop(child);
        await rm(server.dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: START_TIMEOUT_MS + 30_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
});

export { expect };
