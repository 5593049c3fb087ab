import type { PaymentProviderName } from '@salon/api/orders/schemas';

/**
 * A Stripe Connect destination charge: the money goes to the salon's connected account, less the
 * platform's application fee. Undefined: the platform's own account keeps it.
 */
export interface PaymentDestination {
  account: string;
  applicationFeeCents: number;
}

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
  destination?: PaymentDestination;
}

/** What an appointment's charge is for (appointment_payments.kind of a charge). */
export type AppointmentChargeKind = 'deposit' | 'no_show_fee' | 'late_cancel_fee';

/**
 * A charge of an appointment, paid by the client in the booking page (a deposit): a PaymentIntent
 * confirmed with `pay` and, after 3-D Secure, `afterAuthentication`, as an order's.
 */
export interface CreateAppointmentPaymentInput {
  appointmentId: string;
  salonId: string;
  /** The appointment number, for the provider's dashboard ('AP-001042'). */
  appointmentCode: string;
  kind: AppointmentChargeKind;
  /** Integer minor units of `currency`. */
  amountCents: number;
  /** ISO 4217, lower case. */
  currency: string;
  /** The appointment_payments row's key: the provider makes one intent per key, whatever the retries. */
  idempotencyKey: string;
  destination?: PaymentDestination;
}

/** A card payment towards a sale at the front desk: one intent per payment key, whatever the retries. */
export interface CreateSalePaymentInput {
  saleId: string;
  salonId: string;
  /** What the provider's dashboard shows ('Desk sale 3f2a…'). */
  description: string;
  /** Integer minor units of `currency`. */
  amountCents: number;
  /** ISO 4217, lower case. */
  currency: string;
  idempotencyKey: string;
  destination?: PaymentDestination;
}

/** A card kept on file for an appointment's later fees (a SetupIntent for off-session use). */
export interface CreateCardSetupInput {
  appointmentId: string;
  salonId: string;
  client: { name: string; email: string };
  idempotencyKey: string;
  /** The salon's connected account the card is saved for (Connect); undefined: the platform's. */
  onBehalfOf?: string;
  /** The client's customer at this provider from an earlier card setup at this salon: reused, not made again. */
  customerId?: string;
}

export interface CreatedCardSetup {
  /** The provider's SetupIntent id (seti_...). */
  setupId: string;
  /** Stripe: the client secret the Payment Element needs; null offline. */
  clientSecret: string | null;
  /** The provider's customer the card is saved to (cus_...). */
  customerId: string;
}

/** Where a card setup stands: `succeeded` carries the saved payment method to charge later. */
export type CardSetupOutcome =
  | { status: 'succeeded'; paymentMethodId: string }
  | { status: 'requires_action'; clientSecret: string | null }
  | { status: 'processing' }
  | { status: 'declined'; message: string };

/**
 * A fee charged off-session to a saved card (no-show, late cancel). The bank may still ask for the
 * client's authentication: `requires_action`, and the client is sent a payment link.
 */
export interface ChargeSavedCardInput extends CreateAppointmentPaymentInput {
  customerId: string;
  paymentMethodId: string;
}

export interface ChargedSavedCard {
  intentId: string;
  outcome: PaymentOutcome;
}

export interface RefundInput {
  /** The PaymentIntent to refund. */
  intentId: string;
  /** Minor units; the whole payment when left out. */
  amountCents?: number;
  idempotencyKey: string;
  /** What the refund gives back, named in its metadata: an appointment's payment or a desk sale's. */
  appointmentId?: string;
  saleId?: string;
  salonId: string;
  /** A destination charge's refund: the salon's connected account gives the money (and the fee) back. */
  reverseTransfer?: boolean;
}

export type RefundOutcome =
  | { status: 'succeeded'; refundId: string }
  | { status: 'pending'; refundId: string }
  | { status: 'failed'; refundId: string | null; message: string };

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
  /** An appointment's charge or card setup (its metadata): the appointment instead of an order. */
  appointmentId: string | null;
  /** A SetupIntent's event (`setup_intent.*`) rather than a PaymentIntent's. */
  setupIntentId: string | null;
  /** A saved card's payment method (setup_intent.succeeded). */
  paymentMethodId: string | null;
  /** Why a card setup failed (setup_intent.setup_failed: Stripe's `last_setup_error.message`). */
  failureMessage?: string | null;
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

  // Appointment payments: deposits, cards on file, their fees and refunds.

  /** A PaymentIntent for an appointment's charge paid in the booking page; then `pay` as an order's. */
  createAppointmentPayment(input: CreateAppointmentPaymentInput): Promise<CreatedPayment>;
  /** A PaymentIntent for a desk sale's card payment; then `pay` with the card the desk took. */
  createSalePayment(input: CreateSalePaymentInput): Promise<CreatedPayment>;

  // The desk's card reader (Stripe Terminal): the reader takes the card, the server confirms it.

  /** A connection token for the desk's reader, limited to `location` (the salon's readers) when given. */
  readerConnection(location: string | null): Promise<{ secret: string; simulated: boolean }>;
  /** A card-present PaymentIntent for a desk sale's reader payment, one per key, captured by the server. */
  createReaderPayment(input: CreateSalePaymentInput): Promise<CreatedPayment>;
  /**
   * Where a reader payment stands once the reader had the card: a card the reader authorised is captured
   * now (`succeeded`); `requires_action` means the reader has no card yet (its `clientSecret` to collect
   * with again). Offline, `card` is the test card the simulated reader was shown.
   */
  readerOutcome(intentId: string, card?: string): Promise<PaymentOutcome>;
  /** A SetupIntent (off-session use) and its customer, to save the client's card for later fees. */
  createCardSetup(input: CreateCardSetupInput): Promise<CreatedCardSetup>;
  /** Confirms a card setup with `paymentMethod` (Stripe pm_..., offline a test card number). */
  confirmCardSetup(setupId: string, paymentMethod: string, returnUrl?: string): Promise<CardSetupOutcome>;
  /** After the client's authentication step of a card setup (`approve`: the offline dialog's answer). */
  afterCardSetupAuthentication(setupId: string, approve: boolean): Promise<CardSetupOutcome>;
  /** Charges a saved card off-session (a no-show or late-cancellation fee); may need authentication. */
  chargeSavedCard(input: ChargeSavedCardInput): Promise<ChargedSavedCard>;
  /** Gives back a succeeded payment, in whole or part; one refund per `idempotencyKey`. */
  refund(input: RefundInput): Promise<RefundOutcome>;
}
