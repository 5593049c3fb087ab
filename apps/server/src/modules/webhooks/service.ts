import type Stripe from 'stripe';
import type { OnboardingService } from '../onboarding';
import type { OrderService } from '../orders';
import type { BookingService } from '../booking';
import { paymentEventOf } from '../payments';
import { connectEventOf, type PayoutService } from '../payouts';
import { billingEventOf, type SubscriptionService } from '../subscriptions';
import type { StripeWebhookVerifier } from './stripe-verifier';

/** Where a warning goes (the request's logger). */
export interface WarningLog {
  warn(message: string): void;
}

/**
 * Stripe's verified events, handed to the modules they concern: Connect's `account.updated` and
 * `payout.*` (events on a salon's connected account) to payouts; `payment_intent.*` and `setup_intent.*`
 * naming an appointment to scheduling (deposits, saved cards), the shop's other `payment_intent.*` to orders; `invoice.paid` first to onboarding (it activates a new salon), then every subscription event
 * to subscriptions, which keeps `salon_subscriptions` in step. This module sits above the ones it
 * drives: none of them imports it.
 */
export class StripeWebhookService {
  constructor(
    private readonly deps: {
      /** Null without STRIPE_WEBHOOK_SECRET: the route then refuses everything. */
      verifier: StripeWebhookVerifier | null;
      orders: OrderService;
      payouts: PayoutService;
      /** Appointments' payments (deposits): events whose metadata names an appointment. */
      booking?: BookingService;
      onboarding: OnboardingService;
      subscriptions: SubscriptionService;
    },
  ) {}

  get configured(): boolean {
    return this.deps.verifier !== null;
  }

  /** The event, when the signature over these exact bytes is good; throws otherwise. */
  verify(raw: Buffer, signature: string | undefined): Promise<Stripe.Event> {
    if (!this.deps.verifier) throw new Error('Stripe webhooks are not configured');
    return this.deps.verifier.verifyEvent(raw, signature);
  }

  async handle(event: Stripe.Event, log: WarningLog): Promise<'processed' | 'duplicate' | 'ignored'> {
    // Connect: a salon's payout account (`account.updated`) and its payouts (`payout.*`).
    const connect = connectEventOf(event);
    if (connect) {
      const outcome = await this.deps.payouts.handleEvent(connect);
      if (connect.kind === 'payout' && connect.accountId && outcome === 'ignored') {
        log.warn(`${connect.type} ${connect.id} for account ${connect.accountId}, which no salon has`);
      }
      return outcome;
    }
    const billing = billingEventOf(event);
    if (!billing) {
      const payment = paymentEventOf(event);
      if (payment.appointmentId && this.deps.booking) return this.deps.booking.handlePaymentEvent(payment);
      return this.deps.orders.handlePaymentEvent(payment);
    }
    // Sign-up first (an `invoice.paid` activates a new salon), then the subscription's own record.
    if (billing.type === 'invoice.paid' && billing.subscriptionId) {
      const outcome = await this.deps.onboarding.paymentSucceeded(billing.subscriptionId);
      // A payment for a sign-up removed unpaid (its subscription was canceled, yet it got through):
      // nothing activates; ids only, for whoever refunds it at the provider.
      if (outcome === 'unknown') {
        log.warn(
          `invoice.paid ${billing.id} for subscription ${billing.subscriptionId}, which no sign-up or salon has: a sign-up removed unpaid? Refund it at Stripe.`,
        );
      }
    }
    return this.deps.subscriptions.handleEvent(billing);
  }
}
