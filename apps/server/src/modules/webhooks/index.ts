// The webhooks module's public face: what other modules and the composition root may use.
export { buildStripeWebhook, type StripeWebhookDeps } from './module';
export { registerStripeWebhook } from './routes';
export { StripeWebhookService } from './service';
export { StripeWebhookVerifier } from './stripe-verifier';
