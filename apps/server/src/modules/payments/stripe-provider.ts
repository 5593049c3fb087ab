import type Stripe from 'stripe';
import type { StripeApiBase } from '../../config';
import { HttpError } from '../../errors';
import type {
  CardSetupOutcome,
  ChargedSavedCard,
  ChargeSavedCardInput,
  CreateAppointmentPaymentInput,
  CreateCardSetupInput,
  CreateSalePaymentInput,
  CreatedCardSetup,
  CreatedPayment,
  CreatePaymentInput,
  PaymentDestination,
  PaymentOutcome,
  PaymentProvider,
  RefundInput,
  RefundOutcome,
} from './provider';
import { declineOf, outcomeOf, refundOutcomeOf, setupOutcomeOf } from './stripe-outcomes';

/** The Stripe API version this code is written against (stripe-node 23), as billing uses. */
export const STRIPE_API_VERSION = '2026-10-28.endive';

/** The part of the Stripe client the shop uses: a test passes a fake of the same shape. */
export interface StripePaymentsClient {
  paymentIntents: {
    create(
      params: Stripe.PaymentIntentCreateParams,
      options?: Stripe.RequestOptions,
    ): Promise<Stripe.PaymentIntent>;
    confirm(id: string, params?: Stripe.PaymentIntentConfirmParams): Promise<Stripe.PaymentIntent>;
    retrieve(id: string): Promise<Stripe.PaymentIntent>;
    cancel(id: string): Promise<Stripe.PaymentIntent>;
    // The desk's card reader: its card-present intents are captured by the server.
    capture?(id: string, params?: Stripe.PaymentIntentCaptureParams): Promise<Stripe.PaymentIntent>;
  };
  terminal?: {
    connectionTokens: {
      create(params?: Stripe.Terminal.ConnectionTokenCreateParams): Promise<Stripe.Terminal.ConnectionToken>;
    };
  };
  // Appointment payments; optional so that a fake of the shop's part still fits.
  setupIntents?: {
    create(
      params: Stripe.SetupIntentCreateParams,
      options?: Stripe.RequestOptions,
    ): Promise<Stripe.SetupIntent>;
    confirm(id: string, params?: Stripe.SetupIntentConfirmParams): Promise<Stripe.SetupIntent>;
    retrieve(id: string): Promise<Stripe.SetupIntent>;
  };
  customers?: {
    create(params: Stripe.CustomerCreateParams, options?: Stripe.RequestOptions): Promise<Stripe.Customer>;
  };
  refunds?: {
    create(params: Stripe.RefundCreateParams, options?: Stripe.RequestOptions): Promise<Stripe.Refund>;
  };
}

/** The destination charge's part of a PaymentIntent (Connect); nothing without a destination. */
function destinationParams(
  destination: PaymentDestination | undefined,
): Partial<Stripe.PaymentIntentCreateParams> {
  if (!destination) return {};
  return {
    transfer_data: { destination: destination.account },
    ...(destination.applicationFeeCents > 0
      ? { application_fee_amount: destination.applicationFeeCents }
      : {}),
  };
}

export const NO_READER = 'This salon has no card reader yet: the platform registers its readers first';

/** Stripe could not be reached or refused the call for a reason other than the card: 502, nothing changed. */
export class PaymentProviderError extends HttpError {
  constructor(reason: string) {
    super(502, `The payment provider could not take the payment: ${reason}`, 'payment_provider');
  }
}

/**
 * Creates the real client (imported lazily, so the offline default never loads it). `apiBase`
 * (STRIPE_API_BASE, tests only) sends its calls to a stand-in of Stripe's API instead.
 */
export async function connectStripePayments(secretKey: string, apiBase?: StripeApiBase): Promise<Stripe> {
  const { default: StripeSdk } = await import('stripe');
  return new StripeSdk(secretKey, { ...apiBase, apiVersion: STRIPE_API_VERSION, maxNetworkRetries: 2 });
}

/**
 * Stripe: a PaymentIntent per order (metadata: order and salon), confirmed on the server with the
 * PaymentMethod the Payment Element created; 3-D Secure comes back as `requires_action` for the
 * browser's `stripe.handleNextAction`. The order becomes paid on the signed `payment_intent.succeeded`
 * webhook, not on this answer.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly settlesByWebhook = true;

  constructor(
    private readonly stripe: StripePaymentsClient,
    readonly publishableKey: string,
  ) {}

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    const intent = await this.call(() =>
      this.stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          // Stripe names currencies in lower case; the amount is in the currency's minor units.
          currency: input.currency.toLowerCase(),
          // Cards and wallets confirmed on our server: nothing that leaves the page.
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          description: `Order #${input.orderNumber}`,
          metadata: { order_id: input.orderId, salon_id: input.salonId },
          // The salon's money goes to its connected account, less the platform's fee.
          ...destinationParams(input.destination),
        },
        // One PaymentIntent per order, even when the call is retried.
        { idempotencyKey: `order-${input.orderId}` },
      ),
    );
    return { intentId: intent.id, clientSecret: intent.client_secret };
  }

  async pay(intentId: string, paymentMethod: string, returnUrl?: string): Promise<PaymentOutcome> {
    try {
      return outcomeOf(
        await this.stripe.paymentIntents.confirm(intentId, {
          payment_method: paymentMethod,
          ...(returnUrl ? { return_url: returnUrl } : {}),
        }),
      );
    } catch (error) {
      const declined = declineOf(error);
      if (declined) return declined;
      throw new PaymentProviderError((error as Error).message);
    }
  }

  async afterAuthentication(intentId: string): Promise<PaymentOutcome> {
    return outcomeOf(await this.call(() => this.stripe.paymentIntents.retrieve(intentId)));
  }

  async cancel(intentId: string): Promise<boolean> {
    try {
      await this.stripe.paymentIntents.cancel(intentId);
      return true;
    } catch {
      // Canceled before (fine), or it succeeded or is processing (its webhook settles the order); when
      // Stripe cannot be asked, the error goes to the sweep, which logs it.
      return (await this.stripe.paymentIntents.retrieve(intentId)).status === 'canceled';
    }
  }

  async createAppointmentPayment(input: CreateAppointmentPaymentInput): Promise<CreatedPayment> {
    const intent = await this.call(() =>
      this.stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: input.currency,
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          description: `${input.appointmentCode} ${input.kind.replace(/_/g, ' ')}`,
          metadata: { appointment_id: input.appointmentId, salon_id: input.salonId, kind: input.kind },
          ...destinationParams(input.destination),
        },
        { idempotencyKey: `appointment-${input.idempotencyKey}` },
      ),
    );
    return { intentId: intent.id, clientSecret: intent.client_secret };
  }

  async createSalePayment(input: CreateSalePaymentInput): Promise<CreatedPayment> {
    const intent = await this.call(() =>
      this.stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: input.currency,
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          description: input.description,
          metadata: { sale_id: input.saleId, salon_id: input.salonId },
          ...destinationParams(input.destination),
        },
        { idempotencyKey: `sale-${input.idempotencyKey}` },
      ),
    );
    return { intentId: intent.id, clientSecret: intent.client_secret };
  }

  async readerConnection(location: string | null): Promise<{ secret: string; simulated: boolean }> {
    const terminal = this.part(this.stripe.terminal, 'terminal');
    const simulated = this.publishableKey.startsWith('pk_test_');
    // A token without a location reaches every reader of the platform's account: only Stripe's simulated
    // reader may be reached that way (test keys); live, a salon reaches its own location's readers only.
    if (!location && !simulated) throw new HttpError(409, NO_READER, 'no_reader');
    const token = await this.call(() => terminal.connectionTokens.create(location ? { location } : {}));
    return { secret: token.secret, simulated };
  }

  /**
   * A card-present intent (Terminal), a destination charge like every other payment; captured by the
   * server in `readerOutcome`, once the reader has authorised the card, so no browser says it was paid.
   */
  async createReaderPayment(input: CreateSalePaymentInput): Promise<CreatedPayment> {
    const intent = await this.call(() =>
      this.stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: input.currency,
          allowed_payment_method_types: ['card_present'],
          capture_method: 'manual',
          description: input.description,
          metadata: { sale_id: input.saleId, salon_id: input.salonId, entry: 'reader' },
          ...destinationParams(input.destination),
        },
        { idempotencyKey: `sale-${input.idempotencyKey}` },
      ),
    );
    return { intentId: intent.id, clientSecret: intent.client_secret };
  }

  async readerOutcome(intentId: string): Promise<PaymentOutcome> {
    const intent = await this.call(() => this.stripe.paymentIntents.retrieve(intentId));
    switch (intent.status) {
      case 'requires_capture': {
        const capture = this.part(this.stripe.paymentIntents.capture, 'paymentIntents.capture');
        return outcomeOf(await this.call(() => capture.call(this.stripe.paymentIntents, intentId)));
      }
      case 'requires_confirmation':
        // The reader has the card but has not processed it yet.
        return { status: 'requires_action', clientSecret: intent.client_secret };
      case 'requires_payment_method':
        // The reader declined the card (a reason), or has not been shown one yet.
        return intent.last_payment_error
          ? { status: 'declined', message: intent.last_payment_error.message ?? 'Your card was declined.' }
          : { status: 'requires_action', clientSecret: intent.client_secret };
      case 'canceled':
        return { status: 'declined', message: 'The reader payment was canceled' };
      default:
        return outcomeOf(intent);
    }
  }

  async createCardSetup(input: CreateCardSetupInput): Promise<CreatedCardSetup> {
    const customers = this.part(this.stripe.customers, 'customers');
    const setupIntents = this.part(this.stripe.setupIntents, 'setupIntents');
    // A returning client of the salon keeps one customer: their cards, and Stripe's view of them, in one place.
    const customer = input.customerId
      ? { id: input.customerId }
      : await this.call(() =>
          customers.create(
            {
              name: input.client.name,
              email: input.client.email,
              metadata: { salon_id: input.salonId, appointment_id: input.appointmentId },
            },
            { idempotencyKey: `customer-${input.idempotencyKey}` },
          ),
        );
    const intent = await this.call(() =>
      setupIntents.create(
        {
          customer: customer.id,
          usage: 'off_session',
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          metadata: { appointment_id: input.appointmentId, salon_id: input.salonId, kind: 'card_setup' },
          ...(input.onBehalfOf ? { on_behalf_of: input.onBehalfOf } : {}),
        },
        { idempotencyKey: `setup-${input.idempotencyKey}` },
      ),
    );
    return { setupId: intent.id, clientSecret: intent.client_secret, customerId: customer.id };
  }

  async confirmCardSetup(
    setupId: string,
    paymentMethod: string,
    returnUrl?: string,
  ): Promise<CardSetupOutcome> {
    const setupIntents = this.part(this.stripe.setupIntents, 'setupIntents');
    try {
      return setupOutcomeOf(
        await setupIntents.confirm(setupId, {
          payment_method: paymentMethod,
          ...(returnUrl ? { return_url: returnUrl } : {}),
        }),
      );
    } catch (error) {
      const declined = declineOf(error);
      if (declined?.status === 'declined') return declined;
      throw new PaymentProviderError((error as Error).message);
    }
  }

  async afterCardSetupAuthentication(setupId: string): Promise<CardSetupOutcome> {
    const setupIntents = this.part(this.stripe.setupIntents, 'setupIntents');
    return setupOutcomeOf(await this.call(() => setupIntents.retrieve(setupId)));
  }

  /**
   * Off-session: the client is not there. `authentication_required` comes back as a card error with the
   * intent attached: `requires_action`, for the payment link the client is e-mailed.
   */
  async chargeSavedCard(input: ChargeSavedCardInput): Promise<ChargedSavedCard> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: input.currency,
          customer: input.customerId,
          payment_method: input.paymentMethodId,
          off_session: true,
          confirm: true,
          description: `${input.appointmentCode} ${input.kind.replace(/_/g, ' ')}`,
          metadata: { appointment_id: input.appointmentId, salon_id: input.salonId, kind: input.kind },
          ...destinationParams(input.destination),
        },
        { idempotencyKey: `appointment-${input.idempotencyKey}` },
      );
      return { intentId: intent.id, outcome: outcomeOf(intent) };
    } catch (error) {
      const cardError = error as {
        type?: string;
        code?: string;
        message?: string;
        payment_intent?: Stripe.PaymentIntent;
        raw?: { payment_intent?: Stripe.PaymentIntent };
      };
      const intent = cardError.payment_intent ?? cardError.raw?.payment_intent;
      if (cardError.type === 'StripeCardError' && intent) {
        if (cardError.code === 'authentication_required' || intent.status === 'requires_action') {
          return {
            intentId: intent.id,
            outcome: { status: 'requires_action', clientSecret: intent.client_secret },
          };
        }
        return {
          intentId: intent.id,
          outcome: { status: 'declined', message: cardError.message ?? 'Your card was declined.' },
        };
      }
      throw new PaymentProviderError((error as Error).message);
    }
  }

  async refund(input: RefundInput): Promise<RefundOutcome> {
    const refunds = this.part(this.stripe.refunds, 'refunds');
    try {
      return refundOutcomeOf(
        await refunds.create(
          {
            payment_intent: input.intentId,
            ...(input.amountCents !== undefined ? { amount: input.amountCents } : {}),
            ...(input.reverseTransfer ? { reverse_transfer: true, refund_application_fee: true } : {}),
            metadata: {
              ...(input.appointmentId ? { appointment_id: input.appointmentId } : {}),
              ...(input.saleId ? { sale_id: input.saleId } : {}),
              salon_id: input.salonId,
            },
          },
          { idempotencyKey: `refund-${input.idempotencyKey}` },
        ),
      );
    } catch (error) {
      const stripeError = error as { type?: string; message?: string };
      if (stripeError.type === 'StripeInvalidRequestError') {
        return { status: 'failed', refundId: null, message: stripeError.message ?? 'The refund failed.' };
      }
      throw new PaymentProviderError((error as Error).message);
    }
  }

  private part<T>(part: T | undefined, name: string): T {
    if (!part) throw new PaymentProviderError(`the Stripe client has no ${name}`);
    return part;
  }

  private async call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw new PaymentProviderError((error as Error).message);
    }
  }
}
