import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RATE_LIMITS, type RateLimits } from './http/rate-limit';
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
  staticApps: { admin: string; website: string; onboarding: string; websiteRender?: string };
  sessionTtlSeconds: number;
  logLevel: string;
  /** Behind a reverse proxy: trust its X-Forwarded-For (hop count or true). */
  trustProxy: boolean | number;
  /**
   * E-mail (MAIL): `smtp` sends through SMTP_URL; `files` writes each message as an .eml file in `dir`
   * (`smtpUrl` is then undefined).
   */
  mail: { mode: MailMode; smtpUrl: string | undefined; from: string; dir: string };
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
   * STRIPE_CONNECT_WEBHOOK_SECRET: the signing secret of the Connect webhook endpoint (events on the salons'
   * connected accounts: `account.updated`, `payout.*`), when Stripe sends them to a separate endpoint.
   */
  stripeConnectWebhookSecret: string | undefined;
  /**
   * PAYMENTS: `stripe` (both Stripe keys: the shop, sign-up and billing on Stripe) or `offline` (the
   * provider that takes Stripe's test card numbers and charges nothing).
   */
  payments: PaymentsMode;
  /** STRIPE_API_BASE (tests only): where the Stripe client sends its calls instead of api.stripe.com. */
  stripeApiBase: StripeApiBase | undefined;
  /** PLATFORM_FEE_PERCENT (0 to 100, default 0): the platform's application fee on each salon's card payment. */
  platformFeePercent: number;
  /**
   * Seed the demo platform into an empty database: by default only on the embedded database (so
   * `npm start` shows everything working); on PostgreSQL only with SEED_DEMO=1, as its accounts have a
   * published password.
   */
  seedDemo: boolean;
  /**
   * RATE_LIMITS: changes to the production limits (http/rate-limit.ts), as `name=max/seconds` or
   * `name=off`, comma-separated (e.g. `onboardingPerAddress=50/3600`). Empty: the production limits.
   */
  rateLimits: Partial<RateLimits>;
  /** METRICS_TOKEN: `GET /metrics` answers `Authorization: Bearer <it>` from any address (loopback always). */
  metricsToken: string | undefined;
  /**
   * OTEL_EXPORTER_OTLP_ENDPOINT (with OTEL_SERVICE_NAME): traces of HTTP, routes and PostgreSQL queries
   * sent to this OTLP/HTTP collector; no tracing when absent.
   */
  otel: { endpoint: string; serviceName?: string } | undefined;
  /** SHUTDOWN_DRAIN_MS: how long SIGTERM keeps the port open answering 503 before closing (5000). */
  shutdownDrainMs: number;
  /**
   * CLOCK: `real` (default), or `movable` for test servers only: `POST /api/v1/test-clock` (loopback)
   * moves the server's clock (plugins/test-clock.ts). Refused with NODE_ENV=production.
   */
  clock: ClockMode;
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

export type PaymentsMode = 'stripe' | 'offline';
export type MailMode = 'smtp' | 'files';
export type ClockMode = 'real' | 'movable';

/** The Stripe client's `host`, `port` and `protocol` settings. */
export interface StripeApiBase {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

/**
 * PAYMENTS, else `stripe` when both Stripe keys are set. The offline provider takes Stripe's test card
 * 4242 as payment: on a shared database (a deployment) it must be asked for by name, never fallen into.
 */
function paymentsMode(env: Env, shared: boolean): PaymentsMode {
  const asked = env.PAYMENTS || undefined;
  if (asked !== undefined && asked !== 'stripe' && asked !== 'offline') {
    throw new Error(`PAYMENTS must be stripe or offline, got "${asked}"`);
  }
  if (asked === 'offline') return 'offline';
  const secret = Boolean(env.STRIPE_SECRET_KEY);
  const publishable = Boolean(env.STRIPE_PUBLISHABLE_KEY);
  if (asked === 'stripe' || secret || publishable) {
    if (!secret) throw new Error('STRIPE_SECRET_KEY must be set for Stripe payments (PAYMENTS=stripe)');
    if (!publishable) {
      throw new Error('STRIPE_PUBLISHABLE_KEY must be set for Stripe payments: the card form needs it');
    }
    if (shared && !env.STRIPE_WEBHOOK_SECRET) {
      throw new Error(
        'STRIPE_WEBHOOK_SECRET must be set for Stripe payments when DATABASE_URL is: payments settle on its signed webhooks',
      );
    }
    return 'stripe';
  }
  if (shared) {
    throw new Error(
      'PAYMENTS must be set when DATABASE_URL is: PAYMENTS=stripe with the Stripe keys, or PAYMENTS=offline to take only test cards (nothing is charged)',
    );
  }
  return 'offline';
}

/** MAIL, else `smtp` when SMTP_URL is set. Mail to files on a shared database must be asked for by name. */
function mailMode(env: Env, shared: boolean): MailMode {
  const asked = env.MAIL || undefined;
  if (asked !== undefined && asked !== 'smtp' && asked !== 'files') {
    throw new Error(`MAIL must be smtp or files, got "${asked}"`);
  }
  if (asked === 'files') return 'files';
  if (env.SMTP_URL) return 'smtp';
  if (asked === 'smtp') throw new Error('SMTP_URL must be set when MAIL=smtp');
  if (shared) {
    throw new Error(
      'MAIL must be set when DATABASE_URL is: SMTP_URL (or MAIL=smtp with it) to send e-mail, or MAIL=files to write it to .eml files',
    );
  }
  return 'files';
}

/**
 * CLOCK: the movable clock lets a test move the booking rules' "now" (a no-show after the visit's start);
 * a production server must never run on a clock a request can move.
 */
function clockMode(env: Env): ClockMode {
  const asked = env.CLOCK || 'real';
  if (asked !== 'real' && asked !== 'movable')
    throw new Error(`CLOCK must be real or movable, got "${asked}"`);
  if (asked === 'movable' && env.NODE_ENV === 'production') {
    throw new Error('CLOCK=movable is for test servers only: it is refused with NODE_ENV=production');
  }
  return asked;
}

function platformFeePercent(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 0;
  const percent = Number(value);
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) {
    throw new Error(`PLATFORM_FEE_PERCENT must be a number from 0 to 100, got "${value}"`);
  }
  return percent;
}

function stripeApiBase(value: string | undefined): StripeApiBase | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') {
      const protocol = url.protocol === 'http:' ? 'http' : 'https';
      return { host: url.hostname, port: Number(url.port) || (protocol === 'http' ? 80 : 443), protocol };
    }
  } catch {
    // Reported below.
  }
  throw new Error('STRIPE_API_BASE must be an http(s) address such as http://127.0.0.1:12111');
}

/**
 * The one boot line naming every mode the server runs in, e.g.
 * `modes: payments=offline mail=files push=log storage=local rate-limits=process`.
 */
export function modesLine(config: ServerConfig): string {
  return [
    'modes:',
    `payments=${config.payments}`,
    `mail=${config.mail.mode}`,
    `push=${config.push.serviceAccountFile ? 'fcm' : 'log'}`,
    `storage=${config.s3 ? 's3' : 'local'}`,
    `rate-limits=${config.redisUrl ? 'redis' : 'process'}`,
    // Named only when moved from the default: a test server says so at boot.
    ...(config.clock === 'movable' ? ['clock=movable'] : []),
  ].join(' ');
}

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
  const websiteRender =
    layout === 'repo'
      ? join(folder, 'apps', 'website', 'dist-ssr', 'entry-server.js')
      : join(folder, 'website-ssr', 'entry-server.js');
  return { admin: app('admin'), website: app('website'), onboarding: app('onboarding'), websiteRender };
}

export function loadConfig(env: Env = process.env): ServerConfig {
  const root = repoRoot();
  const dataDir = resolve(root, env.DATA_DIR || '.data');
  const listenPort = port(env.PORT);
  const shared = Boolean(env.DATABASE_URL);
  // In this order, so the first refusal is the one the README names first.
  const secret = jwtSecret(env.JWT_SECRET, dataDir, shared);
  const payments = paymentsMode(env, shared);
  const mail = mailMode(env, shared);
  const clock = clockMode(env);
  return {
    port: listenPort,
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: secret,
    storageDir: resolve(root, env.STORAGE_DIR || join(dataDir, 'uploads')),
    staticApps: env.STATIC_DIR
      ? staticAppsIn(resolve(root, env.STATIC_DIR), 'flat')
      : staticAppsIn(root, 'repo'),
    sessionTtlSeconds: Number(env.SESSION_TTL_SECONDS) > 0 ? Number(env.SESSION_TTL_SECONDS) : 7 * 24 * 3600,
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: trustProxy(env.TRUST_PROXY),
    mail: {
      mode: mail,
      smtpUrl: mail === 'smtp' ? smtpUrl(env.SMTP_URL) : undefined,
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
    stripeConnectWebhookSecret: env.STRIPE_CONNECT_WEBHOOK_SECRET || undefined,
    payments,
    stripeApiBase: stripeApiBase(env.STRIPE_API_BASE),
    platformFeePercent: platformFeePercent(env.PLATFORM_FEE_PERCENT),
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO === '1' || env.SEED_DEMO === 'true' : !env.DATABASE_URL,
    rateLimits: rateLimits(env.RATE_LIMITS),
    shutdownDrainMs: drainMs(env.SHUTDOWN_DRAIN_MS),
    clock,
    metricsToken: env.METRICS_TOKEN || undefined,
    otel: env.OTEL_EXPORTER_OTLP_ENDPOINT
      ? {
          endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT,
          ...(env.OTEL_SERVICE_NAME ? { serviceName: env.OTEL_SERVICE_NAME } : {}),
        }
      : undefined,
  };
}
