import type Stripe from 'stripe';
import type { CardSetupOutcome, PaymentOutcome, RefundOutcome } from './provider';

/*
 * What Stripe's objects mean for our payments: a PaymentIntent's, a SetupIntent's or a refund's state
 * as the provider's outcome, and a card error as a decline the customer can read.
 */

export function setupOutcomeOf(intent: Stripe.SetupIntent): CardSetupOutcome {
  switch (intent.status) {
    case 'succeeded': {
      const method = intent.payment_method;
      return {
        status: 'succeeded',
        paymentMethodId: typeof method === 'string' ? method : (method?.id ?? ''),
      };
    }
    case 'requires_action':
      return { status: 'requires_action', clientSecret: intent.client_secret };
    case 'processing':
      return { status: 'processing' };
    default:
      return { status: 'declined', message: intent.last_setup_error?.message ?? 'Your card was declined.' };
  }
}

export function refundOutcomeOf(refund: Stripe.Refund): RefundOutcome {
  switch (refund.status) {
    case 'succeeded':
      return { status: 'succeeded', refundId: refund.id };
    case 'failed':
    case 'canceled':
      return {
        status: 'failed',
        refundId: refund.id,
        message: refund.failure_reason ?? 'The refund failed.',
      };
    default:
      return { status: 'pending', refundId: refund.id };
  }
}

export function outcomeOf(intent: Stripe.PaymentIntent): PaymentOutcome {
  // A saved card charged off-session that the bank wants authenticated: Stripe leaves the intent
  // `requires_payment_method` with `authentication_required`; the client confirms it on-session.
  if (
    intent.status === 'requires_payment_method' &&
    intent.last_payment_error?.code === 'authentication_required'
  ) {
    return { status: 'requires_action', clientSecret: intent.client_secret };
  }
  switch (intent.status) {
    case 'succeeded':
      return { status: 'succeeded' };
    case 'requires_action':
      return { status: 'requires_action', clientSecret: intent.client_secret };
    case 'processing':
    case 'requires_capture':
      return { status: 'processing' };
    default:
      return {
        status: 'declined',
        message: intent.last_payment_error?.message ?? 'Your card was declined.',
      };
  }
}

/** A card error: Stripe's message is written for the customer (declined, expired, wrong CVC). */
export function declineOf(error: unknown): PaymentOutcome | undefined {
  const stripeError = error as { type?: string; message?: string };
  if (stripeError?.type === 'StripeCardError') {
    return { status: 'declined', message: stripeError.message ?? 'Your card was declined.' };
  }
  return undefined;
}
