import type Stripe from 'stripe';
import type { StripeApiBase } from '../../config';
import { HttpError } from '../../errors';
import type {
  CreatedPayment,
  CreatePaymentInput,
  PaymentEvent,
  PaymentOutcome,
  PaymentProvider,
} from './provider';

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
  };
}

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

function outcomeOf(intent: Stripe.PaymentIntent): PaymentOutcome {
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
function declineOf(error: unknown): PaymentOutcome | undefined {
  const stripeError = error as { type?: string; message?: string };
  if (stripeError?.type === 'StripeCardError') {
    return { status: 'declined', message: stripeError.message ?? 'Your card was declined.' };
  }
  return undefined;
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
          ...(input.destination
            ? {
                transfer_data: { destination: input.destination.account },
                ...(input.destination.applicationFeeCents > 0
                  ? { application_fee_amount: input.destination.applicationFeeCents }
                  : {}),
              }
            : {}),
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

  private async call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw new PaymentProviderError((error as Error).message);
    }
  }
}

export function paymentEventOf(event: Stripe.Event): PaymentEvent {
  const object = event.data.object as { object?: string; id?: string; metadata?: Record<string, string> };
  const isIntent = object.object === 'payment_intent';
  const outcome =
    event.type === 'payment_intent.succeeded'
      ? 'succeeded'
      : event.type === 'payment_intent.payment_failed'
        ? 'failed'
        : event.type === 'payment_intent.canceled'
          ? 'canceled'
          : 'other';
  return {
    id: event.id,
    type: event.type,
    intentId: isIntent ? (object.id ?? null) : null,
    orderId: isIntent ? (object.metadata?.order_id ?? null) : null,
    salonId: isIntent ? (object.metadata?.salon_id ?? null) : null,
    outcome: isIntent ? outcome : 'other',
  };
}
