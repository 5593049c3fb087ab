import type Stripe from 'stripe';
import { statusOf, subscriptionOf } from '../billing';
import type { SubscriptionChange } from './repository';

/** A verified provider event about a salon's subscription. */
export interface BillingEvent {
  id: string;
  type: 'invoice.paid' | 'customer.subscription.updated' | 'customer.subscription.deleted';
  /** The provider's subscription (`sub_…`) the event is about. */
  subscriptionId: string | null;
  change: SubscriptionChange;
}

const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id;

const fromUnix = (seconds: number) => new Date(seconds * 1000);

/**
 * The subscription events we keep `salon_subscriptions` in step with; anything else (the shop's
 * `payment_intent.*`) is null. API 2026-10-28: an invoice names its subscription under
 * `parent.subscription_details`, and its period is the line's.
 */
export function billingEventOf(event: Stripe.Event): BillingEvent | null {
  switch (event.type) {
    case 'invoice.paid': {
      const invoice = event.data.object;
      const line = invoice.lines?.data?.[0];
      return {
        id: event.id,
        type: event.type,
        subscriptionId: idOf(invoice.parent?.subscription_details?.subscription),
        change: {
          status: 'active',
          ...(line ? { startedAt: fromUnix(line.period.start), expiresAt: fromUnix(line.period.end) } : {}),
        },
      };
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const object = event.data.object;
      const subscription = subscriptionOf(object);
      const item = object.items?.data?.[0];
      return {
        id: event.id,
        type: event.type,
        subscriptionId: subscription.id,
        change: {
          status: event.type === 'customer.subscription.deleted' ? 'canceled' : statusOf(object.status),
          cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
          // Since API 2025-03-31 the period is the item's; without one the period stays as it is.
          ...(item
            ? { startedAt: subscription.currentPeriodStart, expiresAt: subscription.currentPeriodEnd }
            : {}),
        },
      };
    }
    default:
      return null;
  }
}
