import type { CouponDuration, Currency, PlanInterval } from '@salon/api/billing/schemas';

/**
 * The card payment provider as billing sees it: it creates and changes the objects the platform sells
 * (products and prices for packages and plans, coupons, promotion codes) and answers their ids. Our
 * database stays the record the app reads; the service writes it after the provider agreed.
 *
 * Two implementations: `StripeBillingProvider` (STRIPE_SECRET_KEY set) and `OfflineBillingProvider` (the
 * embedded default and every test), which makes ids of the same shape and keeps nothing else: the
 * objects themselves live in our tables.
 */
export interface BillingProvider {
  readonly kind: 'stripe' | 'offline';
  createProduct(input: ProductInput): Promise<string>;
  updateProduct(id: string, input: Partial<ProductInput> & { active?: boolean }): Promise<void>;
  /** Removes a package: Stripe keeps products with prices, so it archives them instead. */
  removeProduct(id: string): Promise<void>;
  createPrice(input: PriceInput): Promise<string>;
  setPriceActive(id: string, active: boolean): Promise<void>;
  /** Removes a plan: Stripe never deletes prices, so it archives them. */
  removePrice(id: string): Promise<void>;
  createCoupon(input: CouponInput): Promise<string>;
  renameCoupon(id: string, name: string): Promise<void>;
  deleteCoupon(id: string): Promise<void>;
  createPromotionCode(input: { code: string; coupon: string }): Promise<string>;
  setPromotionCodeActive(id: string, active: boolean): Promise<void>;

  /*
   * A salon's subscription. Stripe: a customer per salon and a subscription created incomplete, whose
   * first invoice the browser pays with the Payment Element (`clientSecret`); offline: ids of the same
   * shape and a subscription active at once (the offline sign-up took a test card on our server).
   */
  startSubscription(input: StartSubscriptionInput): Promise<ProviderSubscription>;
  /** Where a subscription stands now (`onboard-done` asks when the webhook has not come yet). */
  retrieveSubscription(id: string): Promise<ProviderSubscription>;
  /**
   * Ends at once the incomplete subscription of a sign-up given up unpaid, so its first invoice can no
   * longer be paid. Answers 'paid' instead when that payment went through meanwhile (the sign-up is
   * then activated, not removed).
   */
  cancelUnpaidSubscription(id: string): Promise<'canceled' | 'paid'>;
  /** Cancel at the end of the period (`cancel: true`) or take that back (`false`). */
  setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<void>;
  /**
   * A new subscription of the same customer and plan after the previous one ended, paid with the card
   * the previous one used; a declined card answers a `BillingProviderError`.
   */
  renewSubscription(input: RenewSubscriptionInput): Promise<ProviderSubscription>;
}

export type ProviderSubscriptionStatus = 'incomplete' | 'active' | 'past_due' | 'canceled';

export interface ProviderSubscription {
  id: string;
  customerId: string;
  status: ProviderSubscriptionStatus;
  /** The client secret that confirms the first invoice's payment in the browser; null when none is due. */
  clientSecret: string | null;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  /** Stripe: the latest invoice (`in_…`) and its hosted page, for the billing history; absent offline. */
  latestInvoice?: ProviderInvoice | null;
}

/** An invoice at the provider: its id and Stripe's hosted invoice page (null until it is finalized). */
export interface ProviderInvoice {
  id: string;
  hostedUrl: string | null;
}

export interface StartSubscriptionInput {
  /** The sign-up's idempotency key: a retried sign-up makes one customer and one subscription. */
  idempotencyKey: string;
  email: string;
  name: string;
  /** The plan (price) id. */
  plan: string;
  interval: PlanInterval;
  promotionCode: string | null;
}

export interface RenewSubscriptionInput {
  idempotencyKey: string;
  customerId: string;
  previousId: string;
  plan: string;
  interval: PlanInterval;
}

export interface ProductInput {
  name: string;
  description: string;
  /** Calendars of the package; its users are the same number (spec 2 §5). */
  calendars: number;
}

export interface PriceInput {
  product: string;
  /** In cents. */
  amount: number;
  currency: Currency;
  interval: PlanInterval;
}

export interface CouponInput {
  name: string;
  duration: CouponDuration;
  durationInMonths: number | null;
  /** In cents. */
  amountOff: number;
  currency: Currency;
}
