import type Stripe from 'stripe';
import type { PaymentEvent } from './provider';

/** What each event type means for its payment (PaymentIntents and SetupIntents alike). */
const EVENT_OUTCOMES: Record<string, PaymentEvent['outcome']> = {
  'payment_intent.succeeded': 'succeeded',
  'payment_intent.payment_failed': 'failed',
  'payment_intent.canceled': 'canceled',
  'setup_intent.succeeded': 'succeeded',
  'setup_intent.setup_failed': 'failed',
  'setup_intent.canceled': 'canceled',
};

/** A verified Stripe event as the payment it concerns: its intent, order, salon or appointment, and outcome. */
export function paymentEventOf(event: Stripe.Event): PaymentEvent {
  const object = event.data.object as {
    object?: string;
    id?: string;
    metadata?: Record<string, string>;
    payment_method?: string | { id: string } | null;
    last_setup_error?: { message?: string } | null;
  };
  const isIntent = object.object === 'payment_intent';
  const isSetup = object.object === 'setup_intent';
  const method = object.payment_method;
  return {
    id: event.id,
    type: event.type,
    intentId: isIntent ? (object.id ?? null) : null,
    orderId: isIntent ? (object.metadata?.order_id ?? null) : null,
    salonId: isIntent || isSetup ? (object.metadata?.salon_id ?? null) : null,
    appointmentId: isIntent || isSetup ? (object.metadata?.appointment_id ?? null) : null,
    setupIntentId: isSetup ? (object.id ?? null) : null,
    paymentMethodId: isSetup && method ? (typeof method === 'string' ? method : method.id) : null,
    failureMessage: isSetup ? (object.last_setup_error?.message ?? null) : null,
    outcome: isIntent || isSetup ? (EVENT_OUTCOMES[event.type] ?? 'other') : 'other',
  };
}
