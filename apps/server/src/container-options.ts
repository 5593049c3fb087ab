import type { Database } from './db/client';
import type { Mailer } from './mail/mailer';
import type { BillingProvider } from './modules/billing';
import type { PaymentProvider } from './modules/payments';
import type { PayoutProvider } from './modules/payouts';
import type { PushNotifier } from './notifications/push-notifier';
import type { FileStorage } from './storage/file-storage';

/** What the composition root (container.ts) is built from: the database, secrets, modes and stand-ins. */
export interface ContainerOptions {
  db: Database;
  jwtSecret: Uint8Array;
  sessionTtlSeconds: number;
  storageDir: string;
  mailer?: Mailer;
  storage?: FileStorage;
  /** Push notifications to the mobile apps: the push outbox (main.ts starts its worker) by default. */
  push?: PushNotifier;
  /** The clock of the booking rules (15-minute cutoff, today); tests pass a fixed one. */
  now?: () => Date;
  /** Where the public sites are reached, for links in e-mails (PUBLIC_URL); http://localhost:3000 by default. */
  publicUrl?: string;
  /** The card payment provider of packages, coupons and promotion codes; offline by default. */
  billing?: BillingProvider;
  /** The shop's card payments: Stripe when configured (main.ts), else the offline test-card provider. */
  payments?: PaymentProvider;
  /** STRIPE_WEBHOOK_SECRET: verifies `POST /api/v1/webhooks/stripe`; without it the webhook answers 400. */
  stripeWebhookSecret?: string;
  /** STRIPE_CONNECT_WEBHOOK_SECRET: the Connect endpoint's own signing secret (the salons' accounts' events). */
  stripeConnectWebhookSecret?: string;
  /** The salons' payout accounts: Stripe Connect when configured (server.ts), else offline (ready at once). */
  payouts?: PayoutProvider;
  /** PLATFORM_FEE_PERCENT: the platform's application fee on each salon's card payment; 0 by default. */
  platformFeePercent?: number;
}
