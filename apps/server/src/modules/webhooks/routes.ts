import type { FastifyInstance } from 'fastify';
import { API_BASE } from '@salon/api/contract';
import { sendFailure } from '../../http/failure';
import type { StripeWebhookService } from './service';

export const STRIPE_WEBHOOK_PATH = `${API_BASE}/webhooks/stripe`;

/**
 * `POST /api/v1/webhooks/stripe`: Stripe's events about the shop's PaymentIntents and the salons'
 * subscriptions (`invoice.paid`, `customer.subscription.updated|deleted`: `billing`). The signature is
 * checked over the raw body with STRIPE_WEBHOOK_SECRET; a bad one answers 400 and changes nothing.
 * Without the secret the route answers 400 to everything. Not a contract call: the browser never makes it.
 */
export async function registerStripeWebhook(
  app: FastifyInstance,
  webhooks: StripeWebhookService,
): Promise<void> {
  await app.register(async (scope) => {
    // The signature covers the exact bytes Stripe sent: keep them, parse nothing (not even JSON).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(STRIPE_WEBHOOK_PATH, async (request, reply) => {
      if (!webhooks.configured) return sendFailure(reply, 400, 'Stripe webhooks are not configured');
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const header = request.headers['stripe-signature'];
      let event;
      try {
        event = await webhooks.verify(raw, typeof header === 'string' ? header : undefined);
      } catch {
        return sendFailure(reply, 400, 'Invalid webhook signature');
      }
      const outcome = await webhooks.handle(event, request.log);
      return { status: true, message: 'Received', data: { received: true, outcome } };
    });
  });
}
