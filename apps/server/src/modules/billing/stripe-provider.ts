import type Stripe from 'stripe';
import type { StripeApiBase } from '../../config';
import { HttpError } from '../../errors';
import type {
  BillingProvider,
  CouponInput,
  PriceInput,
  ProductInput,
  ProviderSubscription,
  ProviderSubscriptionStatus,
  RenewSubscriptionInput,
  StartSubscriptionInput,
} from './provider';

/** The Stripe API version this code is written against (stripe-node 23). */
export const STRIPE_API_VERSION = '2026-10-28.endive';

/** The part of the Stripe client billing uses: a test passes a fake of the same shape. */
export interface StripeClient {
  products: {
    create(params: Stripe.ProductCreateParams): Promise<{ id: string }>;
    update(id: string, params: Stripe.ProductUpdateParams): Promise<unknown>;
  };
  prices: {
    create(params: Stripe.PriceCreateParams): Promise<{ id: string }>;
    update(id: string, params: Stripe.PriceUpdateParams): Promise<unknown>;
  };
  coupons: {
    create(params: Stripe.CouponCreateParams): Promise<{ id: string }>;
    update(id: string, params: Stripe.CouponUpdateParams): Promise<unknown>;
    del(id: string): Promise<unknown>;
  };
  promotionCodes: {
    create(params: Stripe.PromotionCodeCreateParams): Promise<{ id: string }>;
    update(id: string, params: Stripe.PromotionCodeUpdateParams): Promise<unknown>;
  };
  customers: {
    create(params: Stripe.CustomerCreateParams, options?: Stripe.RequestOptions): Promise<{ id: string }>;
  };
  subscriptions: {
    create(
      params: Stripe.SubscriptionCreateParams,
      options?: Stripe.RequestOptions,
    ): Promise<Stripe.Subscription>;
    retrieve(id: string, params?: Stripe.SubscriptionRetrieveParams): Promise<Stripe.Subscription>;
    update(id: string, params: Stripe.SubscriptionUpdateParams): Promise<Stripe.Subscription>;
    cancel(id: string): Promise<Stripe.Subscription>;
  };
}

/** Stripe refused or could not be reached: 502 with Stripe's reason, and nothing of ours changed. */
export class BillingProviderError extends HttpError {
  constructor(reason: string) {
    super(502, `The payment provider refused the change: ${reason}`, 'billing_provider');
  }
}

/**
 * Creates the real client (lazily imported, so the offline default never loads it). `apiBase`
 * (STRIPE_API_BASE, tests only) sends its calls to a stand-in of Stripe's API instead.
 */
export async function connectStripe(secretKey: string, apiBase?: StripeApiBase): Promise<StripeClient> {
  const { default: StripeSdk } = await import('stripe');
  return new StripeSdk(secretKey, {
    ...apiBase,
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'salon-platform' },
  });
}

const metadataOf = (calendars: number) => ({ users: String(calendars), calendars: String(calendars) });

/**
 * Billing on Stripe: packages are products (users and calendars in their metadata), plans recurring
 * prices, coupons amount-off coupons, promotion codes `promotion: {type: 'coupon'}` codes. Thin: it maps
 * our inputs to Stripe's parameters and Stripe's failures to one error.
 */
export class StripeBillingProvider implements BillingProvider {
  readonly kind = 'stripe' as const;

  constructor(private readonly stripe: StripeClient) {}

  createProduct(input: ProductInput): Promise<string> {
    return this.call(async () => {
      const product = await this.stripe.products.create({
        name: input.name,
        description: input.description,
        metadata: metadataOf(input.calendars),
      });
      return product.id;
    });
  }

  updateProduct(id: string, input: Partial<ProductInput> & { active?: boolean }): Promise<void> {
    const params: Stripe.ProductUpdateParams = {};
    if (input.name !== undefined) params.name = input.name;
    if (input.description !== undefined) params.description = input.description;
    if (input.calendars !== undefined) params.metadata = metadataOf(input.calendars);
    if (input.active !== undefined) params.active = input.active;
    return this.call(async () => {
      await this.stripe.products.update(id, params);
    });
  }

  removeProduct(id: string): Promise<void> {
    return this.updateProduct(id, { active: false });
  }

  createPrice(input: PriceInput): Promise<string> {
    return this.call(async () => {
      const price = await this.stripe.prices.create({
        product: input.product,
        unit_amount: input.amount,
        currency: input.currency,
        recurring: { interval: input.interval },
      });
      return price.id;
    });
  }

  setPriceActive(id: string, active: boolean): Promise<void> {
    return this.call(async () => {
      await this.stripe.prices.update(id, { active });
    });
  }

  removePrice(id: string): Promise<void> {
    return this.setPriceActive(id, false);
  }

  createCoupon(input: CouponInput): Promise<string> {
    return this.call(async () => {
      const coupon = await this.stripe.coupons.create({
        name: input.name,
        duration: input.duration,
        ...(input.duration === 'repeating' && input.durationInMonths !== null
          ? { duration_in_months: input.durationInMonths }
          : {}),
        amount_off: input.amountOff,
        currency: input.currency,
      });
      return coupon.id;
    });
  }

  renameCoupon(id: string, name: string): Promise<void> {
    return this.call(async () => {
      await this.stripe.coupons.update(id, { name });
    });
  }

  deleteCoupon(id: string): Promise<void> {
    return this.call(async () => {
      await this.stripe.coupons.del(id);
    });
  }

  createPromotionCode(input: { code: string; coupon: string }): Promise<string> {
    return this.call(async () => {
      // Since API 2025-09-30 a promotion code names its coupon through `promotion`.
      const promo = await this.stripe.promotionCodes.create({
        code: input.code,
        promotion: { type: 'coupon', coupon: input.coupon },
      });
      return promo.id;
    });
  }

  setPromotionCodeActive(id: string, active: boolean): Promise<void> {
    return this.call(async () => {
      await this.stripe.promotionCodes.update(id, { active });
    });
  }

  /**
   * A customer for the salon and its subscription, created `default_incomplete`: the first invoice waits
   * for the browser to confirm its payment (Payment Element, 3-D Secure included) with the invoice's
   * `confirmation_secret`. Both calls carry keys derived from the sign-up's, so a retry makes nothing new.
   */
  startSubscription(input: StartSubscriptionInput): Promise<ProviderSubscription> {
    return this.call(async () => {
      const customer = await this.stripe.customers.create(
        { email: input.email, name: input.name, metadata: { signup: input.idempotencyKey } },
        { idempotencyKey: `signup-${input.idempotencyKey}-customer` },
      );
      const subscription = await this.stripe.subscriptions.create(
        {
          customer: customer.id,
          items: [{ price: input.plan }],
          payment_behavior: 'default_incomplete',
          payment_settings: { save_default_payment_method: 'on_subscription' },
          ...(input.promotionCode ? { discounts: [{ promotion_code: input.promotionCode }] } : {}),
          expand: ['latest_invoice.confirmation_secret'],
          metadata: { signup: input.idempotencyKey },
        },
        { idempotencyKey: `signup-${input.idempotencyKey}-subscription` },
      );
      return subscriptionOf(subscription);
    });
  }

  retrieveSubscription(id: string): Promise<ProviderSubscription> {
    return this.call(async () =>
      subscriptionOf(await this.stripe.subscriptions.retrieve(id, { expand: ['latest_invoice'] })),
    );
  }

  /** Asks first: a subscription whose first invoice was paid meanwhile is not canceled. */
  cancelUnpaidSubscription(id: string): Promise<'canceled' | 'paid'> {
    return this.call(async () => {
      const status = statusOf((await this.stripe.subscriptions.retrieve(id)).status);
      if (status === 'active') return 'paid';
      if (status !== 'canceled') await this.stripe.subscriptions.cancel(id);
      return 'canceled';
    });
  }

  setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<void> {
    return this.call(async () => {
      await this.stripe.subscriptions.update(id, { cancel_at_period_end: cancel });
    });
  }

  /** Charged at once with the card the ended subscription used; a declined card fails the call. */
  renewSubscription(input: RenewSubscriptionInput): Promise<ProviderSubscription> {
    return this.call(async () => {
      const previous = await this.stripe.subscriptions.retrieve(input.previousId);
      // A past-due subscription would go on retrying its invoice: end it before the new one starts.
      if (statusOf(previous.status) !== 'canceled') await this.stripe.subscriptions.cancel(previous.id);
      const card = previous.default_payment_method;
      const subscription = await this.stripe.subscriptions.create(
        {
          customer: input.customerId,
          items: [{ price: input.plan }],
          payment_behavior: 'error_if_incomplete',
          ...(card ? { default_payment_method: typeof card === 'string' ? card : card.id } : {}),
          expand: ['latest_invoice'],
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return subscriptionOf(subscription);
    });
  }

  private async call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw new BillingProviderError(error instanceof Error ? error.message : 'unknown error');
    }
  }
}

/** Stripe's statuses in our four: `trialing` runs like `active`, the unpaid ones are past due. */
export function statusOf(status: Stripe.Subscription.Status): ProviderSubscriptionStatus {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
    case 'unpaid':
    case 'paused':
      return 'past_due';
    case 'canceled':
    case 'incomplete_expired':
      return 'canceled';
    default:
      return 'incomplete';
  }
}

const fromUnix = (seconds: number) => new Date(seconds * 1000);

/** Since API 2025-03-31 the period is the items' (one item here), no longer the subscription's. */
export function subscriptionOf(subscription: Stripe.Subscription): ProviderSubscription {
  const item = subscription.items?.data?.[0];
  const invoice = typeof subscription.latest_invoice === 'object' ? subscription.latest_invoice : null;
  const customer = subscription.customer;
  return {
    id: subscription.id,
    customerId: typeof customer === 'string' ? customer : customer.id,
    status: statusOf(subscription.status),
    clientSecret: invoice?.confirmation_secret?.client_secret ?? null,
    currentPeriodStart: fromUnix(item?.current_period_start ?? subscription.start_date),
    currentPeriodEnd: fromUnix(item?.current_period_end ?? subscription.start_date),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    latestInvoice: invoice?.id ? { id: invoice.id, hostedUrl: invoice.hosted_invoice_url ?? null } : null,
  };
}
