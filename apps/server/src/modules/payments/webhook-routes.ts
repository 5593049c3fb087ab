import type { FastifyInstance } from 'fastify';
import { API_BASE } from '@salon/api/contract';
import { sendFailure } from '../../plugins/error-handler';
import type { OrderService } from '../orders/service';
import { billingEventOf, type BillingEvent } from '../subscriptions/events';
import { paymentEventOf, type StripeWebhookVerifier } from './stripe-provider';

export const STRIPE_WEBHOOK_PATH = `${API_BASE}/webhooks/stripe`;

/**
 * `POST /api/v1/webhooks/stripe`: Stripe's events about the shop's PaymentIntents and the salons'
 * subscriptions (`invoice.paid`, `customer.subscription.updated|deleted`: `billing`). The signature is
 * checked over the raw body with STRIPE_WEBHOOK_SECRET; a bad one answers 400 and changes nothing.
 * Without the secret the route answers 400 to everything. Not a contract call: the browser never makes it.
 */
export async function registerStripeWebhook(
  app: FastifyInstance,
  deps: {
    verifier: StripeWebhookVerifier | null;
    orders: OrderService;
    billing: (event: BillingEvent) => Promise<'processed' | 'duplicate'>;
  },
): Promise<void> {
  await app.register(async (scope) => {
    // The signature covers the exact bytes Stripe sent: keep them, parse nothing (not even JSON).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(STRIPE_WEBHOOK_PATH, async (request, reply) => {
      if (!deps.verifier) return sendFailure(reply, 400, 'Stripe webhooks are not configured');
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const header = request.headers['stripe-signature'];
      let event;
      try {
        event = await deps.verifier.verifyEvent(raw, typeof header === 'string' ? header : undefined);
      } catch {
        return sendFailure(reply, 400, 'Invalid webhook signature');
      }
      const billing = billingEventOf(event);
      const outcome = billing
        ? await deps.billing(billing)
        : await deps.orders.handlePaymentEvent(paymentEventOf(event));
      return { status: true, message: 'Received', data: { received: true, outcome } };
    });
  });
}
