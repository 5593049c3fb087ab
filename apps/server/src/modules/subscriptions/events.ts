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
  /** `invoice.paid`: the invoice, for the salon's billing history. */
  invoice?: PaidInvoice;
}

/** A paid invoice as the billing history records it (cents). */
export interface PaidInvoice {
  id: string;
  hostedUrl: string | null;
  amountPaidCents: number;
  discountCents: number;
  currency: string;
  paidAt: Date;
  periodStart: Date | null;
  periodEnd: Date | null;
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
      const paidAt = invoice.status_transitions?.paid_at;
      return {
        id: event.id,
        type: event.type,
        subscriptionId: idOf(invoice.parent?.subscription_details?.subscription),
        change: {
          status: 'active',
          ...(line ? { startedAt: fromUnix(line.period.start), expiresAt: fromUnix(line.period.end) } : {}),
        },
        ...(invoice.id
          ? {
              invoice: {
                id: invoice.id,
                hostedUrl: invoice.hosted_invoice_url ?? null,
                amountPaidCents: invoice.amount_paid ?? 0,
                discountCents: Math.max(0, (invoice.subtotal ?? 0) - (invoice.total ?? 0)),
                currency: invoice.currency ?? 'usd',
                paidAt: paidAt ? fromUnix(paidAt) : event.created ? fromUnix(event.created) : new Date(),
                periodStart: line ? fromUnix(line.period.start) : null,
                periodEnd: line ? fromUnix(line.period.end) : null,
              },
            }
          : {}),
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
