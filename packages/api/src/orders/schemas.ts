import {
  array,
  boolean,
  enums,
  nullable,
  object,
  optional,
  size,
  string,
  trimmed,
  type Infer,
} from 'superstruct';
import { CartLine } from '../coupons/schemas';
import { CurrencyCode, minorUnits } from '../money/schemas';
import { MAX_PRICE_CENTS } from '../products/schemas';
import { Id, IsoDateTime, PagedQuery, text, wholeNumber } from '../shared/schemas';
import { SalonName } from '../website-settings/schemas';

export const ORDER_STATUSES = ['Pending', 'Completed'] as const;
export const OrderStatus = enums(ORDER_STATUSES);
export type OrderStatus = Infer<typeof OrderStatus>;

/** One line of an order: a snapshot of the product when it was ordered (prices in cents). */
export const OrderItem = object({
  productName: string(),
  productImageURL: nullable(string()),
  productPrice: minorUnits(),
  quantity: wholeNumber(1),
});
export type OrderItem = Infer<typeof OrderItem>;

export const ShippingAddress = object({
  firstName: string(),
  lastName: string(),
  address: string(),
  city: string(),
  state: string(),
  zipcode: string(),
});
export type ShippingAddress = Infer<typeof ShippingAddress>;

/** The customer who ordered; null fields when their account has been deleted since. */
export const OrderCustomer = object({
  _id: nullable(Id),
  name: string(),
  phone: nullable(string()),
});
export type OrderCustomer = Infer<typeof OrderCustomer>;

/**
 * Where the payment of an order stands. Only the server moves an order to `paid`: the offline provider
 * when it accepts the card, Stripe through its signed `payment_intent.succeeded` webhook. `failed` and
 * `canceled` orders (declined, or abandoned for 30 minutes) have given their stock back.
 */
export const PAYMENT_STATUSES = [
  'unpaid',
  'requires_action',
  'processing',
  'paid',
  'failed',
  'canceled',
] as const;
export const PaymentStatus = enums(PAYMENT_STATUSES);
export type PaymentStatus = Infer<typeof PaymentStatus>;

export const Order = object({
  _id: Id,
  /** The human-friendly order number, counted per salon. */
  orderId: wholeNumber(1),
  /** Amounts in cents: items, other charges, and their total. */
  amount: minorUnits(),
  otherAmount: minorUnits(),
  /** What a salon coupon took off `amount`, in cents; `totalAmount` = amount − discount + otherAmount. */
  discount: minorUnits(),
  couponCode: nullable(string()),
  totalAmount: minorUnits(),
  /** The ISO 4217 currency of the amounts: the salon's when the order was placed. */
  currency: CurrencyCode,
  paymentStatus: PaymentStatus,
  orderBy: OrderCustomer,
  orderStatus: OrderStatus,
  items: array(OrderItem),
  shippingAddress: ShippingAddress,
  createdAt: IsoDateTime,
});
export type Order = Infer<typeof Order>;

export const OrderIdQuery = object({ orderID: Id });
export type OrderIdQuery = Infer<typeof OrderIdQuery>;

export const OrderStatusBody = object({ orderStatus: OrderStatus });
export type OrderStatusBody = Infer<typeof OrderStatusBody>;

// The public shop's checkout (spec 2 §3 "Order payload", §4 "Checkout", §7 "Products and orders").

/** Order history shows 3 orders per page (spec 2 §9). */
export const ORDER_HISTORY_PAGE_SIZE = 3;

/** Checkout's shipping form (spec 2 §5 "Checkout"). */
export const ShippingAddressBody = object({
  firstName: text(60),
  lastName: text(60),
  address: text(300),
  city: text(60),
  state: text(60),
  zipcode: text(20),
});
export type ShippingAddressBody = Infer<typeof ShippingAddressBody>;

/**
 * `POST /product/add-order` (a signed-in customer of salon `name`). The server prices the items from
 * its own products and the coupon; the old payload's `amount`, `otherAmount`, `totalAmount` and
 * `orderType` are accepted and ignored. `idempotencyKey` is one per checkout attempt: sending it again
 * answers the first order and payment, never a second one.
 */
export const PlaceOrderBody = object({
  name: size(SalonName, 1, 100),
  idempotencyKey: size(trimmed(string()), 8, 100),
  items: size(array(CartLine), 1, 100),
  couponCode: optional(size(trimmed(string()), 0, 50)),
  shippingAddress: ShippingAddressBody,
  amount: optional(wholeNumber(0)),
  otherAmount: optional(wholeNumber(0)),
  totalAmount: optional(wholeNumber(0)),
  orderType: optional(size(string(), 0, 50)),
});
export type PlaceOrderBody = Infer<typeof PlaceOrderBody>;

export const PAYMENT_PROVIDERS = ['offline', 'stripe'] as const;
export const PaymentProviderName = enums(PAYMENT_PROVIDERS);
export type PaymentProviderName = Infer<typeof PaymentProviderName>;

/** How the browser pays an order: the offline test card form, or Stripe's Payment Element. */
export const PaymentSession = object({
  provider: PaymentProviderName,
  /** Stripe: the PaymentIntent's client secret for the Payment Element; null offline. */
  clientSecret: nullable(string()),
  /** Stripe: the publishable key; null offline. */
  publishableKey: nullable(string()),
});
export type PaymentSession = Infer<typeof PaymentSession>;

/** `add-order`'s answer: the order the server priced (`orderDetails.orderId` is its number) and its payment. */
export const PlacedOrder = object({
  orderDetails: Order,
  payment: PaymentSession,
});
export type PlacedOrder = Infer<typeof PlacedOrder>;

/**
 * `POST /product/payment`: pays order `orderID` with `transactionId`, the payment method: a Stripe
 * PaymentMethod id (`pm_…`), or with the offline provider the test card's number.
 */
export const PaymentBody = object({
  orderID: Id,
  transactionId: size(trimmed(string()), 1, 200),
});
export type PaymentBody = Infer<typeof PaymentBody>;

/**
 * `POST /product/confirm-payment`: the extra step of a card that requires authentication. Offline, the
 * customer approves or refuses in the test dialog; with Stripe the server asks Stripe where the
 * payment stands after the browser's 3-D Secure step (the webhook still marks it paid).
 */
export const ConfirmPaymentBody = object({
  orderID: Id,
  /** Offline only: whether the customer approved in the test authentication dialog. */
  approve: optional(boolean()),
});
export type ConfirmPaymentBody = Infer<typeof ConfirmPaymentBody>;

/** Where a payment stands after a call: `requires_action` carries Stripe's client secret (null offline). */
export const PaymentResult = object({
  status: enums(['succeeded', 'requires_action', 'processing'] as const),
  clientSecret: nullable(string()),
  order: Order,
});
export type PaymentResult = Infer<typeof PaymentResult>;

// The cart checked against the server when it is shown (the cart panel, View Cart, checkout's summary).

/** A cart line as the browser holds it: the product, the quantity and the price it shows (cents). */
export const CartCheckLine = object({
  productId: Id,
  quantity: wholeNumber(1, 1000),
  price: wholeNumber(0, MAX_PRICE_CENTS),
});
export type CartCheckLine = Infer<typeof CartCheckLine>;

/** `POST /product/check-cart` (no token): the cart's lines for salon `name`. */
export const CartCheckBody = object({
  name: size(SalonName, 1, 100),
  items: size(array(CartCheckLine), 1, 100),
});
export type CartCheckBody = Infer<typeof CartCheckBody>;

/** One line as the server sees it now; a product that is gone, disabled or another salon's is unavailable. */
export const CheckedCartLine = object({
  productId: Id,
  /** Still sold by this salon: enabled, of an enabled category. */
  available: boolean(),
  /** Today's price in cents; the browser's own when unavailable. */
  price: wholeNumber(0),
  /** Units in stock now (0 when unavailable). */
  stock: wholeNumber(0),
  /** The browser's price differs from today's. */
  priceChanged: boolean(),
  /** The quantity is more than the stock. */
  short: boolean(),
});
export type CheckedCartLine = Infer<typeof CheckedCartLine>;

/**
 * The cart as the server would price it: each line, and the subtotal in cents of the cart once updated
 * (available lines at today's prices, quantities cut to the stock). `matches` when nothing differs.
 */
export const CartCheck = object({
  lines: array(CheckedCartLine),
  subtotal: wholeNumber(0),
  matches: boolean(),
});
export type CartCheck = Infer<typeof CartCheck>;

/**
 * The answer of the cart check, one rule for the server and the mocks: `sold(productId)` is the product's
 * price (cents) and stock while the shop sells it, undefined otherwise; nothing is reserved or changed.
 */
export function checkCartLines(
  items: readonly CartCheckLine[],
  sold: (productId: string) => { price: number; stock: number } | undefined,
): CartCheck {
  let subtotal = 0;
  const lines = items.map((item): CheckedCartLine => {
    const product = sold(item.productId);
    if (!product) {
      return {
        productId: item.productId,
        available: false,
        price: item.price,
        stock: 0,
        priceChanged: false,
        short: false,
      };
    }
    subtotal += product.price * Math.min(item.quantity, product.stock);
    return {
      productId: item.productId,
      available: true,
      price: product.price,
      stock: product.stock,
      priceChanged: product.price !== item.price,
      short: item.quantity > product.stock,
    };
  });
  const matches = lines.every((line) => line.available && !line.priceChanged && !line.short);
  return { lines, subtotal, matches };
}

/** `GET /product/get-order-by-id?orderId=`: the signed-in customer's own order (404 otherwise). */
export const CustomerOrderQuery = object({ orderId: Id });
export type CustomerOrderQuery = Infer<typeof CustomerOrderQuery>;

/** `GET /product/get-order-by-user`: the signed-in customer's orders, newest first. */
export const CustomerOrdersQuery = PagedQuery;
export type CustomerOrdersQuery = Infer<typeof CustomerOrdersQuery>;
