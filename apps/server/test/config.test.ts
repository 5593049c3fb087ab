import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig, modesLine } from '../src/config';

/** README "Deployment": the boot rules that keep a shared database safe. */
const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const POSTGRES = 'postgres://salon@db.example.com:5432/salon';
const dataDir = () => mkdtempSync(join(tmpdir(), 'salon-config-'));
/** A deployment that names its test modes (the JWT rule's own tests leave the secret out). */
const DEPLOYED = { DATABASE_URL: POSTGRES, JWT_SECRET: SECRET, PAYMENTS: 'offline', MAIL: 'files' };
const REFUSAL =
  'JWT_SECRET must be set when DATABASE_URL is: every server instance must sign tokens with the same secret';

/** Runs `apps/server/src/main.ts` with only `env` (and PATH): its exit code and error output. */
function runMain(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const root = fileURLToPath(new URL('../../..', import.meta.url));
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/main.ts'],
      { cwd: root, env: { PATH: process.env.PATH, ...env }, timeout: 110_000 },
      (_error, _stdout, stderr) => resolve({ code: child.exitCode, stderr }),
    );
  });
}

describe('JWT_SECRET with DATABASE_URL', () => {
  it('is required: without it the configuration is refused, saying why', () => {
    const folder = dataDir();
    expect(() => loadConfig({ DATABASE_URL: POSTGRES, DATA_DIR: folder })).toThrow(REFUSAL);
    // No secret of this machine's was generated in its place.
    expect(existsSync(join(folder, 'jwt-secret'))).toBe(false);
    expect(loadConfig({ ...DEPLOYED, DATA_DIR: folder }).jwtSecret).toEqual(new TextEncoder().encode(SECRET));
  });

  it('is generated and kept in the data folder on the embedded database', () => {
    const folder = dataDir();
    const first = loadConfig({ DATA_DIR: folder });
    expect(existsSync(join(folder, 'jwt-secret'))).toBe(true);
    expect(loadConfig({ DATA_DIR: folder }).jwtSecret).toEqual(first.jwtSecret);
  });

  it('is refused when shorter than 32 characters', () => {
    expect(() => loadConfig({ DATABASE_URL: POSTGRES, JWT_SECRET: 'short', DATA_DIR: dataDir() })).toThrow(
      'JWT_SECRET must be at least 32 characters long',
    );
  });

  it('keeps the server from starting: main.ts exits 1 and prints the reason', async () => {
    const { code, stderr } = await runMain({ DATABASE_URL: POSTGRES, DATA_DIR: dataDir(), PORT: '0' });
    expect(stderr).toContain(REFUSAL);
    expect(code).toBe(1);
  }, 120_000);
});

describe('the demo seed', () => {
  const seedDemo = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir(), ...env }).seedDemo;

  it('runs by default on the embedded database only', () => {
    expect(seedDemo({})).toBe(true);
    expect(seedDemo(DEPLOYED)).toBe(false);
  });

  it('runs on DATABASE_URL only when asked with SEED_DEMO=1 (or true)', () => {
    expect(seedDemo({ ...DEPLOYED, SEED_DEMO: '1' })).toBe(true);
    expect(seedDemo({ ...DEPLOYED, SEED_DEMO: 'true' })).toBe(true);
    expect(seedDemo({ ...DEPLOYED, SEED_DEMO: '0' })).toBe(false);
  });

  it('can be turned off on the embedded database', () => {
    expect(seedDemo({ SEED_DEMO: '0' })).toBe(false);
  });
});

/** README "Deployment": a deployment names its test modes; it never falls into them. */
describe('PAYMENTS and MAIL with DATABASE_URL', () => {
  const shared = { DATABASE_URL: POSTGRES, JWT_SECRET: SECRET };
  const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' };
  const config = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir(), ...env });

  it('refuses the offline test-card provider unless PAYMENTS=offline says so', () => {
    expect(() => config({ ...shared, MAIL: 'files' })).toThrow(/^PAYMENTS must be set when DATABASE_URL is/);
    expect(config({ ...shared, MAIL: 'files', PAYMENTS: 'offline' }).payments).toBe('offline');
  });

  it('refuses mail to files unless MAIL=files says so', () => {
    expect(() => config({ ...shared, PAYMENTS: 'offline' })).toThrow(
      /^MAIL must be set when DATABASE_URL is/,
    );
    expect(config({ ...shared, PAYMENTS: 'offline', MAIL: 'files' }).mail).toMatchObject({
      mode: 'files',
      smtpUrl: undefined,
    });
    const smtp = config({ ...shared, PAYMENTS: 'offline', SMTP_URL: 'smtp://mail.example.com:587' });
    expect(smtp.mail).toMatchObject({ mode: 'smtp', smtpUrl: 'smtp://mail.example.com:587' });
    expect(() => config({ ...shared, PAYMENTS: 'offline', MAIL: 'smtp' })).toThrow(
      'SMTP_URL must be set when MAIL=smtp',
    );
  });

  it('takes Stripe with both keys and the webhook secret, and names what is missing', () => {
    const withKeys = { ...shared, MAIL: 'files', ...STRIPE };
    expect(() => config(withKeys)).toThrow(/^STRIPE_WEBHOOK_SECRET must be set/);
    expect(config({ ...withKeys, STRIPE_WEBHOOK_SECRET: 'whsec_x' }).payments).toBe('stripe');
    expect(() =>
      config({ ...shared, MAIL: 'files', PAYMENTS: 'stripe', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' }),
    ).toThrow(/^STRIPE_SECRET_KEY must be set/);
    expect(() => config({ ...shared, MAIL: 'files', STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      /^STRIPE_PUBLISHABLE_KEY must be set/,
    );
    expect(() => config({ ...shared, MAIL: 'files', PAYMENTS: 'card' })).toThrow(
      'PAYMENTS must be stripe or offline, got "card"',
    );
    // Offline by name wins over keys left in the environment.
    expect(config({ ...withKeys, PAYMENTS: 'offline' }).payments).toBe('offline');
  });

  it('keeps the embedded defaults without DATABASE_URL', () => {
    const embedded = config({});
    expect(embedded.payments).toBe('offline');
    expect(embedded.mail.mode).toBe('files');
    expect(config(STRIPE).payments).toBe('stripe');
  });

  it('points the Stripe client elsewhere only when STRIPE_API_BASE says so', () => {
    expect(config({}).stripeApiBase).toBeUndefined();
    expect(config({ STRIPE_API_BASE: 'http://127.0.0.1:4010' }).stripeApiBase).toEqual({
      host: '127.0.0.1',
      port: 4010,
      protocol: 'http',
    });
  });

  it('names every mode in one boot line', () => {
    expect(modesLine(config({}))).toBe(
      'modes: payments=offline mail=files push=log storage=local rate-limits=process',
    );
    const deployed = config({
      ...shared,
      ...STRIPE,
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      SMTP_URL: 'smtp://mail.example.com',
      REDIS_URL: 'redis://cache:6379',
      S3_BUCKET: 'photos',
      FIREBASE_SERVICE_ACCOUNT: 'firebase.json',
    });
    expect(modesLine(deployed)).toBe(
      'modes: payments=stripe mail=smtp push=fcm storage=s3 rate-limits=redis',
    );
  });

  it('keeps the server from starting without PAYMENTS: main.ts exits 1 naming the variable', async () => {
    const { code, stderr } = await runMain({ ...shared, MAIL: 'files', DATA_DIR: dataDir(), PORT: '0' });
    expect(stderr).toContain('PAYMENTS must be set when DATABASE_URL is');
    expect(code).toBe(1);
  }, 120_000);

  it('keeps the server from starting without MAIL: main.ts exits 1 naming the variable', async () => {
    const { code, stderr } = await runMain({
      ...shared,
      PAYMENTS: 'offline',
      DATA_DIR: dataDir(),
      PORT: '0',
    });
    expect(stderr).toContain('MAIL must be set when DATABASE_URL is');
    expect(code).toBe(1);
  }, 120_000);
});

describe('the rate limits and the drain', () => {
  const config = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir(), ...env });

  it('run with the production limits unless RATE_LIMITS changes some', () => {
    expect(config({}).rateLimits).toEqual({});
    expect(config({ RATE_LIMITS: 'onboardingPerAddress=50/3600, contact=off' }).rateLimits).toEqual({
      onboardingPerAddress: { max: 50, windowMs: 3_600_000 },
      contact: false,
    });
  });

  it('refuses a RATE_LIMITS entry it does not know, saying what it takes', () => {
    expect(() => config({ RATE_LIMITS: 'signup=5/60' })).toThrow(/RATE_LIMITS: "signup=5\/60" must be/);
    expect(() => config({ RATE_LIMITS: 'contact=5' })).toThrow(/name=max\/seconds or name=off/);
  });

  it('drains for SHUTDOWN_DRAIN_MS, 5 s by default', () => {
    expect(config({}).shutdownDrainMs).toBe(5_000);
    expect(config({ SHUTDOWN_DRAIN_MS: '0' }).shutdownDrainMs).toBe(0);
    expect(() => config({ SHUTDOWN_DRAIN_MS: 'soon' })).toThrow(/SHUTDOWN_DRAIN_MS/);
  });
});

/** docs/operations.md "A movable clock for test servers": never in production. */
describe('CLOCK', () => {
  const config = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir(), ...env });

  it('is the real clock unless CLOCK=movable asks, and the boot line says so', () => {
    expect(config({}).clock).toBe('real');
    const movable = config({ CLOCK: 'movable', NODE_ENV: 'test' });
    expect(movable.clock).toBe('movable');
    expect(modesLine(movable)).toMatch(/ clock=movable$/);
    expect(() => config({ CLOCK: 'fast' })).toThrow('CLOCK must be real or movable, got "fast"');
  });

  it('refuses the movable clock with NODE_ENV=production', () => {
    expect(() => config({ CLOCK: 'movable', NODE_ENV: 'production' })).toThrow(
      'CLOCK=movable is for test servers only: it is refused with NODE_ENV=production',
    );
  });
});
