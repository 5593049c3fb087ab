import { array, boolean, enums, nullable, object, string, type Infer } from 'superstruct';
import { Id, wholeNumber } from '../shared/schemas';

/**
 * Where a salon's subscription stands (README "The salon's subscription"):
 * - `active`: paid and running;
 * - `canceling`: cancelled by the owner, running until the period ends;
 * - `past_due`: the period ended without a renewal payment: everything still works for 14 days;
 * - `ended`: cancelled and over, ended by the provider, or 14 days past due: the owner signs in and may
 *   renew, the public site takes no bookings or orders;
 * - `pending`: the first payment has not succeeded yet (the sign-up's salon stays inactive).
 */
export const SUBSCRIPTION_STANDINGS = ['active', 'canceling', 'past_due', 'ended', 'pending'] as const;
export const SubscriptionStanding = enums(SUBSCRIPTION_STANDINGS);
export type SubscriptionStanding = Infer<typeof SubscriptionStanding>;

/** Days a subscription past its period keeps working before it counts as ended. */
export const PAST_DUE_GRACE_DAYS = 14;

const UnixSeconds = wholeNumber(0);

/**
 * Spec 1 §3 "Subscription (profile)", in Stripe's shape: the plan's price (cents) and interval with its
 * users in `metadata`, the product's name and description, the period in unix seconds.
 */
export const SubscriptionDetail = object({
  _id: Id,
  plan: object({
    id: nullable(string()),
    amount: wholeNumber(0),
    interval: enums(['month', 'year'] as const),
    metadata: object({ users: string() }),
  }),
  product: object({ name: string(), description: string() }),
  current_period_start: UnixSeconds,
  current_period_end: UnixSeconds,
  cancel_at_period_end: boolean(),
  standing: SubscriptionStanding,
});
export type SubscriptionDetail = Infer<typeof SubscriptionDetail>;

/** The salon's subscription, or null when it has none (a salon the admin created). */
export const SubscriptionDetailData = nullable(SubscriptionDetail);

/** Which card form the browser shows: the offline test-card form, or Stripe's Payment Element. */
export const PaymentConfig = object({
  provider: enums(['offline', 'stripe'] as const),
  /** Stripe's publishable key; null offline. */
  publishableKey: nullable(string()),
});
export type PaymentConfig = Infer<typeof PaymentConfig>;

/** The public answer of the booking and order calls of a salon whose subscription ended (403). */
export const SALON_CLOSED =
  'This salon is not taking online bookings or orders at the moment. Please contact the salon directly.';

/** Where a payment of the billing history stands: `pending` until the provider says it was paid. */
export const BILLING_PAYMENT_STATUSES = ['pending', 'paid', 'failed'] as const;
export const BillingPaymentStatus = enums(BILLING_PAYMENT_STATUSES);
export type BillingPaymentStatus = Infer<typeof BillingPaymentStatus>;

/**
 * One payment of the salon's subscription (My Profile's billing history): what was charged
 * (cents, after the discount), the discount, the plan and period it paid for, and with Stripe the link
 * to Stripe's hosted invoice (`hosted_invoice_url`; null offline).
 */
export const BillingPayment = object({
  _id: Id,
  /** When it was paid, or made when not paid (ISO 8601). */
  date: string(),
  amount: wholeNumber(0),
  discount: wholeNumber(0),
  currency: string(),
  status: BillingPaymentStatus,
  plan: string(),
  interval: enums(['month', 'year'] as const),
  period_start: UnixSeconds,
  period_end: UnixSeconds,
  hosted_invoice_url: nullable(string()),
});
export type BillingPayment = Infer<typeof BillingPayment>;

/** The owner's billing history, newest first. */
export const BillingHistory = array(BillingPayment);
export type BillingHistory = Infer<typeof BillingHistory>;
