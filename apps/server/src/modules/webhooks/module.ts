import { StripeWebhookService } from './service';
import { StripeWebhookVerifier } from './stripe-verifier';

type WebhookDeps = Omit<ConstructorParameters<typeof StripeWebhookService>[0], 'verifier'>;

export type StripeWebhookDeps = WebhookDeps & {
  /** STRIPE_WEBHOOK_SECRET: without it the route refuses everything. */
  secret?: string;
  /** STRIPE_CONNECT_WEBHOOK_SECRET: the Connect endpoint's own signing secret. */
  connectSecret?: string;
};

/** Stripe's webhook: verified with either endpoint's secret, dispatched to the modules it drives. */
export function buildStripeWebhook({ secret, connectSecret, ...deps }: StripeWebhookDeps) {
  const secrets = [secret, connectSecret].filter((one): one is string => Boolean(one));
  return {
    stripeWebhook: new StripeWebhookService({
      verifier: secret ? new StripeWebhookVerifier(secrets) : null,
      ...deps,
    }),
  };
}
