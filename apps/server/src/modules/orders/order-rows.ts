import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  orders,
  type OrderItemRow,
  type OrderRow,
  type PaymentStatusValue,
  type ShippingAddressValue,
} from '../../db/schema';
import type { Mail } from '../../mail/mailer';

/** A priced order line: the product's snapshot at the time of the order. */
export interface PricedLine {
  productId: string;
  productName: string;
  productImageUrl: string | null;
  priceCents: number;
  quantity: number;
}

export interface NewCheckoutOrder {
  salonId: string;
  customerId: string;
  idempotencyKey: string;
  lines: PricedLine[];
  amountCents: number;
  discountCents: number;
  couponCode: string | null;
  otherAmountCents: number;
  totalAmountCents: number;
  /** The salon's currency now (ISO 4217): the order keeps it. */
  currency: string;
  shippingAddress: ShippingAddressValue;
  paymentProvider: 'offline' | 'stripe';
}

/** A line whose product has fewer units than ordered: the whole order was rolled back. */
export class StockShortError extends Error {
  constructor(readonly productId: string) {
    super(`Not enough stock of ${productId}`);
  }
}

/** Payment states in which an order still holds its stock and may yet be paid. */
export const OPEN_PAYMENT: PaymentStatusValue[] = ['unpaid', 'requires_action', 'processing'];
/** Open payments nobody is finishing when left long enough: no card given, or its authentication never done. */
export const ABANDONABLE: PaymentStatusValue[] = ['unpaid', 'requires_action'];
/**
 * The same as a literal, not bound values: the planner then sees that the partial index of abandonable
 * orders (migration 0018_abandoned_checkouts_index) applies.
 */
export const ABANDONABLE_SQL = sql`${orders.paymentStatus} in (${sql.raw(ABANDONABLE.map((status) => `'${status}'`).join(', '))})`;
/** Orders the customer sees in their history: paid, or still being paid. */
export const VISIBLE_TO_CUSTOMER: PaymentStatusValue[] = ['paid', ...OPEN_PAYMENT];

/** An order with its customer's current name and phone and its lines in order. */
export type OrderWithDetails = OrderRow & {
  customerName: string | null;
  customerPhone: string | null;
  customerEmail: string | null;
  salonName: string;
  /** The salon's site name (`/salon/{salonSlug}`). */
  salonSlug: string;
  /** The salon's e-mail: the Reply-To of the customer's e-mails and the recipient of the paid-order one. */
  salonEmail: string | null;
  /** The salon's locale, to write the order's amounts (in the order's own currency). */
  salonLocale: string;
  items: OrderItemRow[];
};

/** Queues an e-mail in the caller's transaction (the mail outbox). */
export type SendMail = (mail: Mail, tx: Database) => Promise<void>;
