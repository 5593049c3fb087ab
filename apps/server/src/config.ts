import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RATE_LIMITS, type RateLimits } from './plugins/rate-limit';
import type { S3Options } from './storage/s3-file-storage';

export interface ServerConfig {
  port: number;
  host: string;
  /** Where PGlite, the JWT secret and uploads live by default. */
  dataDir: string;
  /** PostgreSQL connection string; PGlite under `dataDir/pglite` when absent. */
  databaseUrl: string | undefined;
  jwtSecret: Uint8Array;
  storageDir: string;
  /** Folder holding the built `admin`, `website` and `onboarding` apps (each app's `dist`). */
  staticApps: { admin: string; website: string; onboarding: string };
  sessionTtlSeconds: number;
  logLevel: string;
  /** Behind a reverse proxy: trust its X-Forwarded-For (hop count or true). */
  trustProxy: boolean | number;
  /** E-mail: SMTP_URL sends through that server; without it each message becomes an .eml file in `dir`. */
  mail: { smtpUrl: string | undefined; from: string; dir: string };
  /** Push: FIREBASE_SERVICE_ACCOUNT (a service-account JSON file) sends through FCM; logged only without it. */
  push: { serviceAccountFile: string | undefined };
  /** The address the public sites are reached at, for links in e-mails (PUBLIC_URL). */
  publicUrl: string;
  /** REDIS_URL: rate-limit counts shared by several instances; in this process when absent. */
  redisUrl: string | undefined;
  /** S3_BUCKET (with S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY): uploads in a bucket. */
  s3: S3Options | undefined;
  /** STRIPE_SECRET_KEY: packages, plans, coupons and promotion codes on Stripe; offline when absent. */
  stripeSecretKey: string | undefined;
  /** STRIPE_PUBLISHABLE_KEY: with the secret key, the shop takes cards through Stripe; offline test cards otherwise. */
  stripePublishableKey: string | undefined;
  /** STRIPE_WEBHOOK_SECRET: verifies the signature of `POST /api/v1/webhooks/stripe`. */
  stripeWebhookSecret: string | undefined;
  /**
   * Seed the demo platform into an empty database: by default only on the embedded database (so
   * `npm start` shows everything working); on PostgreSQL only with SEED_DEMO=1, as its accounts have a
   * published password.
   */
  seedDemo: boolean;
  /**
   * RATE_LIMITS: changes to the production limits (plugins/rate-limit.ts), as `name=max/seconds` or
   * `name=off`, comma-separated (e.g. `onboardingPerAddress=50/3600`). Empty: the production limits.
   */
  rateLimits: Partial<RateLimits>;
  /** SHUTDOWN_DRAIN_MS: how long SIGTERM keeps the port open answering 503 before closing (5000). */
  shutdownDrainMs: number;
}

function rateLimits(value: string | undefined): Partial<RateLimits> {
  const limits: Partial<RateLimits> = {};
  for (const part of (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const match = /^(\w+)=(?:(off)|(\d+)\/(\d+))$/.exec(part);
    const name = match?.[1] as keyof RateLimits | undefined;
    if (!match || !name || !(name in RATE_LIMITS)) {
      throw new Error(
        `RATE_LIMITS: "${part}" must be name=max/seconds or name=off, with a name among ${Object.keys(RATE_LIMITS).join(', ')}`,
      );
    }
    limits[name] = match[2] ? false : { max: Number(match[3]), windowMs: Number(match[4]) * 1000 };
  }
  return limits;
}

function drainMs(value: string | undefined): number {
  if (value === undefined || value === '') return 5_000;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0) throw new Error('SHUTDOWN_DRAIN_MS must be a number of milliseconds');
  return ms;
}

function s3Options(env: Env): S3Options | undefined {
  if (!env.S3_BUCKET) return undefined;
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    ...(env.S3_ACCESS_KEY_ID ? { accessKeyId: env.S3_ACCESS_KEY_ID } : {}),
    ...(env.S3_SECRET_ACCESS_KEY ? { secretAccessKey: env.S3_SECRET_ACCESS_KEY } : {}),
    // S3-compatible servers (MinIO, …) mostly need path-style addresses; AWS does not.
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE !== 'false' : Boolean(env.S3_ENDPOINT),
  };
}

type Env = Record<string, string | undefined>;

/** The repository root: the nearest folder above `from` whose package.json declares workspaces. */
export function findRepoRoot(from = process.cwd()): string | undefined {
  for (let dir = resolve(from); ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        if ((JSON.parse(readFileSync(manifest, 'utf8')) as { workspaces?: unknown }).workspaces) return dir;
      } catch {
        // An unreadable package.json is not the root; keep walking up.
      }
    }
    if (dirname(dir) === dir) return undefined;
  }
}

function repoRoot(): string {
  return findRepoRoot() ?? findRepoRoot(dirname(fileURLToPath(import.meta.url))) ?? process.cwd();
}

function port(value: string | undefined): number {
  if (value === undefined || value === '') return 3000;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) {
    throw new Error(`PORT must be a port number, got "${value}"`);
  }
  return parsed;
}

/** JWT_SECRET, else (embedded database only) a random secret generated on first start and kept in the data folder. */
function jwtSecret(value: string | undefined, dataDir: string, shared: boolean): Uint8Array {
  if (!value && shared) {
    // A generated secret lives in one machine's data folder: other instances on the same database
    // could not verify its tokens, and a new machine would sign everyone out.
    throw new Error(
      'JWT_SECRET must be set when DATABASE_URL is: every server instance must sign tokens with the same secret',
    );
  }
  if (value) {
    if (value.length < 32) throw new Error('JWT_SECRET must be at least 32 characters long');
    return new TextEncoder().encode(value);
  }
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

function trustProxy(value: string | undefined): boolean | number {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 0) throw new Error(`TRUST_PROXY must be true, false or a hop count`);
  return hops;
}

function smtpUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('SMTP_URL must be a URL such as smtp://user:pass@host:587');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new Error('SMTP_URL must start with smtp:// or smtps://');
  }
  return value;
}

function publicUrl(value: string | undefined, listenPort: number): string {
  if (!value) return `http://localhost:${listenPort}`;
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:')
      return url.origin + url.pathname.replace(/\/+$/, '');
  } catch {
    // Reported below.
  }
  throw new Error('PUBLIC_URL must be an http(s) address such as https://salons.example.com');
}

export function staticAppsIn(folder: string, layout: 'repo' | 'flat'): ServerConfig['staticApps'] {
  const app = (name: string) => (layout === 'repo' ? join(folder, 'apps', name, 'dist') : join(folder, name));
  return { admin: app('admin'), website: app('website'), onboarding: app('onboarding') };
}

export function loadConfig(env: Env = process.env): ServerConfig {
  const root = repoRoot();
  const dataDir = resolve(root, env.DATA_DIR || '.data');
  const listenPort = port(env.PORT);
  return {
    port: listenPort,
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: jwtSecret(env.JWT_SECRET, dataDir, Boolean(env.DATABASE_URL)),
    storageDir: resolve(root, env.STORAGE_DIR || join(dataDir, 'uploads')),
    staticApps: env.STATIC_DIR
      ? staticAppsIn(resolve(root, env.STATIC_DIR), 'flat')
      : staticAppsIn(root, 'repo'),
    sessionTtlSeconds: Number(env.SESSION_TTL_SECONDS) > 0 ? Number(env.SESSION_TTL_SECONDS) : 7 * 24 * 3600,
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: trustProxy(env.TRUST_PROXY),
    mail: {
      smtpUrl: smtpUrl(env.SMTP_URL),
      from: env.MAIL_FROM || 'Salon platform <no-reply@localhost>',
      dir: join(dataDir, 'mail'),
    },
    push: {
      serviceAccountFile: env.FIREBASE_SERVICE_ACCOUNT
        ? resolve(root, env.FIREBASE_SERVICE_ACCOUNT)
        : undefined,
    },
    publicUrl: publicUrl(env.PUBLIC_URL, listenPort),
    redisUrl: env.REDIS_URL || undefined,
    s3: s3Options(env),
    stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
    stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY || undefined,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO === '1' || env.SEED_DEMO === 'true' : !env.DATABASE_URL,
    rateLimits: rateLimits(env.RATE_LIMITS),
    shutdownDrainMs: drainMs(env.SHUTDOWN_DRAIN_MS),
  };
}
