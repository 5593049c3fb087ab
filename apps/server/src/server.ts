import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { modesLine, type ServerConfig } from './config';
import { createContainer } from './container';
import { openDatabase, type DatabaseHandle } from './db/client';
import { migrateDatabase } from './db/migrate';
import { OutboxMailer } from './mail/outbox-mailer';
import { startMailWorker } from './mail/setup';
import { OutboxPushNotifier } from './notifications/outbox-push-notifier';
import { startPushWorker } from './notifications/setup';
import { startSweeps } from './jobs/sweeps';
import { startRefundRetryJob } from './jobs/refund-retries';
import { startReminderJob } from './jobs/reminders';
import { startImageVariantsBackfill } from './jobs/image-variants';
import { PasswordRequestWorker, SignupRequestWorker } from './modules/accounts';
import { startSlotHorizonJob } from './jobs/slot-horizon';
import { SlotHorizon } from './modules/availability';
import { MovableClock } from './lib/movable-clock';
import { DEMO_PASSWORD } from './seed/demo-data';
import { seedDemoData } from './seed/seed';
import { connectRedis } from './redis';
import { S3FileStorage } from './storage/s3-file-storage';
import { connectStripe, StripeBillingProvider } from './modules/billing';
import { connectStripePayments, StripePaymentProvider } from './modules/payments';
import { StripePayoutProvider } from './modules/payouts';

/**
 * Billing's, the shop's and the payout accounts' Stripe clients, sent to STRIPE_API_BASE when set (the
 * e2e stand-in). Billing stays on the platform's own account; shop payments are destination charges
 * to each salon's connected account (Connect).
 */
async function stripeProviders(config: ServerConfig) {
  const secretKey = config.stripeSecretKey!;
  const publishableKey = config.stripePublishableKey!;
  const stripe = await connectStripePayments(secretKey, config.stripeApiBase);
  return {
    billing: new StripeBillingProvider(await connectStripe(secretKey, config.stripeApiBase)),
    payments: new StripePaymentProvider(stripe, publishableKey),
    payouts: new StripePayoutProvider(stripe),
  };
}

export interface RunningServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Whether this start seeded the demo platform into an empty database. */
  seeded: boolean;
}

/**
 * One server instance as `main.ts` runs it: the database migrated (and the demo seeded when the
 * configuration asks), the app listening, the mail and push workers and the slot-horizon job running.
 * `app.close()` shuts it down gracefully: new requests answer 503 (plugins/draining.ts), requests in flight
 * finish, the workers stop after their round in progress, then Redis and the database close.
 */
export interface StartOptions {
  /** Runs when the app has closed, after the database (main.ts: flushes and stops the traces). */
  afterClose?: () => Promise<void>;
}

export async function startServer(config: ServerConfig, options: StartOptions = {}): Promise<RunningServer> {
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: join(config.dataDir, 'pglite') },
  );
  try {
    return await startOn(config, database, options);
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}

async function startOn(
  config: ServerConfig,
  database: DatabaseHandle,
  options: StartOptions,
): Promise<RunningServer> {
  const mailer = new OutboxMailer(database.db);
  const push = new OutboxPushNotifier(database.db);
  // CLOCK=movable (test servers; config.ts refuses it in production): every rule and job reads this clock.
  const testClock = config.clock === 'movable' ? new MovableClock() : undefined;
  const container = createContainer({
    ...(testClock ? { now: () => testClock.now() } : {}),
    mailer,
    push,
    db: database.db,
    jwtSecret: config.jwtSecret,
    sessionTtlSeconds: config.sessionTtlSeconds,
    storageDir: config.storageDir,
    publicUrl: config.publicUrl,
    ...(config.s3 ? { storage: new S3FileStorage(config.s3) } : {}),
    // PAYMENTS=stripe (config.ts checked both keys): billing, sign-up and the shop on Stripe; else offline.
    ...(config.payments === 'stripe' ? await stripeProviders(config) : {}),
    ...(config.stripeWebhookSecret ? { stripeWebhookSecret: config.stripeWebhookSecret } : {}),
    ...(config.stripeConnectWebhookSecret
      ? { stripeConnectWebhookSecret: config.stripeConnectWebhookSecret }
      : {}),
    platformFeePercent: config.platformFeePercent,
  });
  // The demo seed runs under the migrations' lock: instances starting together on an empty database take
  // turns, the first seeds and the others find it seeded (seedDemoData is idempotent).
  let seeded = false;
  await migrateDatabase(
    database,
    config.seedDemo
      ? async () => {
          seeded = await seedDemoData(database.db, container.storage);
        }
      : undefined,
  );
  const redis = config.redisUrl ? connectRedis(config.redisUrl) : undefined;

  const app = await buildApp({
    container,
    logger: { level: config.logLevel },
    staticApps: config.staticApps,
    trustProxy: config.trustProxy,
    ...(redis ? { rateLimitStore: { redis } } : {}),
    rateLimits: config.rateLimits,
    ...(config.metricsToken ? { metricsToken: config.metricsToken } : {}),
    ...(database.poolStats ? { poolStats: () => database.poolStats!() } : {}),
    ...(testClock ? { testClock } : {}),
  });
  app.addHook('onClose', () => database.close());
  const { afterClose } = options;
  if (afterClose) app.addHook('onClose', afterClose);
  if (redis) app.addHook('onClose', async () => void redis.disconnect());
  // The outboxes' workers: stopped before the database closes, after its round in progress.
  const stopMail = startMailWorker(config.mail, mailer, app.log);
  app.addHook('preClose', stopMail);
  const stopPush = startPushWorker(config.push, push, container.pushDevices, app.log);
  app.addHook('preClose', stopPush);
  // Password assistance: the lookup, the link and its e-mail, after the answer.
  const passwordRequests = new PasswordRequestWorker(
    container.passwordRequests.queue,
    container.passwordRequests.handle,
    app.log,
  );
  passwordRequests.start();
  app.addHook('preClose', () => passwordRequests.stop());
  // Client sign-ups: the lookup, the link or the "you have an account" e-mail, after the answer.
  const signupRequests = new SignupRequestWorker(
    container.signupRequests.queue,
    container.signupRequests.handle,
    app.log,
  );
  signupRequests.start();
  app.addHook('preClose', () => signupRequests.stop());
  // Slots as far ahead as visitors may book, a new day as each one enters the horizon.
  const stopSlotHorizon = startSlotHorizonJob(new SlotHorizon(database.db), app.log, {
    now: () => container.clock.now(),
  });
  app.addHook('preClose', stopSlotHorizon);
  // Abandoned checkouts give their stock back, abandoned sign-ups go (and free their e-mail), every minute.
  const stopSweeps = startSweeps(container.services, app.log);
  app.addHook('preClose', stopSweeps);
  // Due appointment reminders to the outboxes, each once whatever the number of instances, every minute.
  const stopReminders = startReminderJob(container.services.reminders, app.log);
  app.addHook('preClose', stopReminders);
  // Refunds the payment provider did not take, tried again with backoff, each once at the provider.
  const stopRefundRetries = startRefundRetryJob(
    [container.services.refunds, container.services.saleRefunds],
    app.log,
  );
  app.addHook('preClose', stopRefundRetries);
  // WebP copies of photos uploaded before they were made at upload, once per start (idempotent).
  const stopImageVariants = startImageVariantsBackfill(container.imageVariants, container.imageKeys, app.log);
  app.addHook('preClose', stopImageVariants);

  await app.listen({ port: config.port, host: config.host });
  const where = database.driver === 'pglite' ? join(config.dataDir, 'pglite') : 'PostgreSQL (DATABASE_URL)';
  const address = app.server.address();
  const port = address && typeof address === 'object' ? address.port : config.port;
  app.log.info(`Salon server on http://localhost:${port} (database: ${where})`);
  app.log.info(modesLine(config));
  if (seeded) {
    app.log.info(
      `Seeded the demo platform: sign in as admin@example.com, owner@example.com, … with ${DEMO_PASSWORD}`,
    );
  }
  return { app, database, seeded };
}
