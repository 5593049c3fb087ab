import type { PaymentProviderName } from '@salon/api/orders/schemas';

export interface CreatePaymentInput {
  orderId: string;
  salonId: string;
  /** The order number, for the provider's dashboard. */
  orderNumber: number;
  /** In minor units of `currency`. */
  amountCents: number;
  /** The order's currency, ISO 4217 (upper case; the Stripe provider sends it lower-cased). */
  currency: string;
  /**
   * A destination charge: the salon's connected account and the platform's application fee
   * (payouts' `chargeDestinationOf`). Stripe sends the money there; offline it only says where it would go.
   */
  destination?: { account: string; applicationFeeCents: number };
}

export interface CreatedPayment {
  /** The provider's payment (a Stripe PaymentIntent id). */
  intentId: string;
  /** Stripe: the client secret the Payment Element needs; null offline. */
  clientSecret: string | null;
}

/**
 * Where a payment stands after a call. `succeeded` from a provider that `settlesByWebhook` means only
 * that the provider accepted it: the order becomes paid when its signed webhook says so.
 */
export type PaymentOutcome =
  | { status: 'succeeded' }
  | { status: 'requires_action'; clientSecret: string | null }
  | { status: 'processing' }
  | { status: 'declined'; message: string };

/** A provider's event about one payment (a verified webhook). */
export interface PaymentEvent {
  id: string;
  type: string;
  intentId: string | null;
  /** The order and salon the payment was created for (its metadata). */
  orderId: string | null;
  salonId: string | null;
  outcome: 'succeeded' | 'failed' | 'canceled' | 'other';
}

/**
 * The card payment provider of the public shop. `OfflinePaymentProvider` (the embedded default and every
 * test) accepts Stripe's test card numbers only; `StripePaymentProvider` (STRIPE_SECRET_KEY and
 * STRIPE_PUBLISHABLE_KEY set) makes a PaymentIntent per order.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Stripe's publishable key for the browser; null offline. */
  readonly publishableKey: string | null;
  /** Whether `succeeded` waits for the provider's webhook before the order counts as paid. */
  readonly settlesByWebhook: boolean;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /**
   * Pays with `paymentMethod`: a Stripe PaymentMethod id, or offline a test card number. `returnUrl` is
   * the order's payment page, where a customer sent away for 3-D Secure comes back (Stripe).
   */
  pay(intentId: string, paymentMethod: string, returnUrl?: string): Promise<PaymentOutcome>;
  /** After the customer's authentication step (`approve`: the offline dialog's answer). */
  afterAuthentication(intentId: string, approve: boolean): Promise<PaymentOutcome>;
  /**
   * Gives up a payment that was abandoned; true when it is canceled now (or was), false when it could not
   * be (it succeeded or is processing meanwhile): the order then keeps its stock until the provider's
   * event settles it. Throws when the provider could not be asked: the sweep logs why and tries again.
   */
  cancel(intentId: string): Promise<boolean>;
}
