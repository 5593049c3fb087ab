import {
  array,
  boolean,
  defaulted,
  enums,
  literal,
  nullable,
  object,
  optional,
  size,
  string,
  union,
  type Infer,
} from 'superstruct';
import { MAX_TAX_RATE_BP } from '@salon/rules/sale-pricing';
import { CurrencyCode, MAX_PRICE_MINOR, minorUnits } from '../money/schemas';
import { Email, Id, IsoDateTime, optionalText, pageFields, text, wholeNumber } from '../shared/schemas';

// The front desk's sales: a visit checked out, or a walk-in sold at the counter. Every amount is integer
// minor units of the sale's currency; the server prices every sale (@salon/rules/sale-pricing) and the
// browser shows its answer.

export const SALE_PAGE_SIZE = 20;
/** A sale's lines and payments: enough for any counter, small enough to price in one go. */
export const MAX_SALE_LINES = 50;
export const MAX_LINE_QUANTITY = 100;
export const MAX_TIP_PRESETS = 4;

/** A key per tap of Start or Pay: a retried request answers the first one's sale or payment. */
export const SaleKey = size(string(), 8, 100);

// ── Settings ──────────────────────────────────────────────────────────────────────────────────────

/** A kind of line's tax: a rate in basis points (2000 = 20 %, 825 = 8.25 %) and whether prices include it. */
export const TaxRule = object({ rateBp: wholeNumber(0, MAX_TAX_RATE_BP), inclusive: boolean() });
export type TaxRule = Infer<typeof TaxRule>;

/** `GET/POST /sales/settings`: the salon's taxes per kind of line, its tax number, the tip presets (per cent). */
export const SaleSettings = object({
  /** What receipts call the tax: 'VAT', 'Sales tax', 'GST'. */
  taxLabel: text(30),
  /** The salon's tax registration number, printed on receipts ('' for none). */
  taxNumber: optionalText(40),
  service: TaxRule,
  product: TaxRule,
  /** Whole per cents the tip section offers, at most four (e.g. 10, 15, 20). */
  tipPresets: size(array(wholeNumber(1, 100)), 0, MAX_TIP_PRESETS),
});
export type SaleSettings = Infer<typeof SaleSettings>;

// ── A sale ────────────────────────────────────────────────────────────────────────────────────────

/** `refunded`: every line and the tip given back; a sale refunded in part stays `paid`. */
export const SALE_STATUSES = ['open', 'paid', 'refunded', 'voided'] as const;
export const SaleStatus = enums(SALE_STATUSES);
export type SaleStatus = Infer<typeof SaleStatus>;

export const SaleLineKind = enums(['service', 'product']);
export type SaleLineKind = Infer<typeof SaleLineKind>;

/** `percent`: a whole 1–100 per cent; `amount`: minor units off. */
export const SaleDiscount = object({
  kind: enums(['percent', 'amount']),
  value: wholeNumber(0, MAX_PRICE_MINOR),
});
export type SaleDiscount = Infer<typeof SaleDiscount>;

export const NoTip = object({ kind: literal('none') });
export const PercentTip = object({ kind: literal('percent'), value: wholeNumber(0, 100) });
export const AmountTip = object({ kind: literal('amount'), value: minorUnits(0, MAX_PRICE_MINOR) });
export const SaleTip = union([NoTip, PercentTip, AmountTip]);
export type SaleTip = Infer<typeof SaleTip>;

export const SaleLine = object({
  _id: Id,
  kind: SaleLineKind,
  /** The service or product sold (null once it is deleted: the line keeps its name and price). */
  itemId: nullable(Id),
  name: string(),
  /** Who did the service (the tip goes to the visit's stylists). */
  stylist: nullable(object({ _id: Id, name: string() })),
  quantity: wholeNumber(1, MAX_LINE_QUANTITY),
  /** The catalogue's price when the line was added, and the price charged (differs when changed). */
  listPriceMinor: minorUnits(),
  unitPriceMinor: minorUnits(),
  /** Why the price was changed (owner and manager only), '' when it was not. */
  priceReason: string(),
  discount: nullable(SaleDiscount),
  grossMinor: minorUnits(),
  discountMinor: minorUnits(),
  taxMinor: minorUnits(),
  totalMinor: minorUnits(),
});
export type SaleLine = Infer<typeof SaleLine>;

export const PAYMENT_METHODS = ['card', 'cash', 'other', 'deposit'] as const;
export const SalePaymentMethod = enums(PAYMENT_METHODS);
export type SalePaymentMethod = Infer<typeof SalePaymentMethod>;

export const SalePayment = object({
  _id: Id,
  /** `deposit`: what the client paid online ahead of the visit, netted off by the server. */
  method: SalePaymentMethod,
  amountMinor: minorUnits(),
  /** Cash handed over and the change given back (0 for other methods). */
  tenderedMinor: minorUnits(),
  changeMinor: minorUnits(),
  /** The card's brand and last four digits ('Visa •••• 4242'), the note of an other payment, or ''. */
  detail: string(),
  paidAt: IsoDateTime,
});
export type SalePayment = Infer<typeof SalePayment>;

export const SaleTipShare = object({
  stylist: object({ _id: Id, name: string() }),
  amountMinor: minorUnits(),
});

export const REFUND_STATUSES = ['refunded', 'pending', 'failed'] as const;

/** What one refund gave back through one of the sale's payments. */
export const SaleRefundPayment = object({
  /** The sale's payment it went back through. */
  paymentId: Id,
  method: enums(['card', 'cash', 'other']),
  amountMinor: minorUnits(),
  /** `pending`: the card provider is asked again until it answers; `failed`: staff must settle it by hand. */
  status: enums(REFUND_STATUSES),
  /** The card ('Card •••• 4242') or the payment's note. */
  detail: string(),
});
export type SaleRefundPayment = Infer<typeof SaleRefundPayment>;

/** A refund of some lines (and the tip): its own receipt number, from the salon's receipt counter. */
export const SaleRefund = object({
  _id: Id,
  number: wholeNumber(1),
  /** What was given back: the lines' and the tip's worth, less `keptMinor`. */
  amountMinor: minorUnits(),
  /**
   * The part of the lines' worth the online deposit had paid: it stays with the booking (its cancel rule
   * refunds it), the desk gives back only what the desk took.
   */
  keptMinor: minorUnits(),
  taxMinor: minorUnits(),
  tipMinor: minorUnits(),
  reason: string(),
  /** Whether the products went back to stock. */
  restocked: boolean(),
  lines: array(
    object({
      lineId: Id,
      name: string(),
      quantity: wholeNumber(1),
      amountMinor: minorUnits(),
      taxMinor: minorUnits(),
    }),
  ),
  payments: array(SaleRefundPayment),
  byName: string(),
  createdAt: IsoDateTime,
});
export type SaleRefund = Infer<typeof SaleRefund>;

/** What a receipt prints of the salon, kept on the sale when it was paid. */
export const ReceiptHeader = object({
  number: wholeNumber(1),
  issuedAt: IsoDateTime,
  salonName: string(),
  address: string(),
  taxNumber: string(),
  taxLabel: string(),
});
export type ReceiptHeader = Infer<typeof ReceiptHeader>;

export const Sale = object({
  _id: Id,
  status: SaleStatus,
  currency: CurrencyCode,
  /** The appointment or visit checked out (null for a walk-in sale). */
  appointmentId: nullable(Id),
  client: nullable(object({ _id: nullable(Id), name: string(), email: string() })),
  lines: array(SaleLine),
  discount: nullable(SaleDiscount),
  couponCode: string(),
  tip: SaleTip,
  tips: array(SaleTipShare),
  /** The stylists of the visit's services: who a tip may go to. */
  stylists: array(object({ _id: Id, name: string() })),
  subtotalMinor: minorUnits(),
  discountMinor: minorUnits(),
  taxMinor: minorUnits(),
  tipMinor: minorUnits(),
  totalMinor: minorUnits(),
  /** Paid so far (the deposit included) and what is left. */
  paidMinor: minorUnits(),
  dueMinor: minorUnits(),
  payments: array(SalePayment),
  /** Set when the sale is paid in full: the salon's next receipt number and what it prints. */
  receipt: nullable(ReceiptHeader),
  /** Given back so far (tip included), and each refund with its own number. */
  refundedMinor: minorUnits(),
  refunds: array(SaleRefund),
  /** Why an open sale was voided ('' otherwise). */
  voidReason: string(),
  createdAt: IsoDateTime,
});
export type Sale = Infer<typeof Sale>;

// ── Requests ──────────────────────────────────────────────────────────────────────────────────────

/**
 * `POST /sales/start`: the sale of an appointment (its visit's services, at their price, with the deposit
 * it paid), or a walk-in's new sale. The appointment's open or paid sale is answered when there is one, and
 * a retried `key` answers the walk-in sale it made.
 */
export const StartSaleBody = object({
  key: SaleKey,
  appointmentId: optional(Id),
});
export type StartSaleBody = Infer<typeof StartSaleBody>;

export const SaleIdQuery = object({ saleId: Id });
export type SaleIdQuery = Infer<typeof SaleIdQuery>;

export const SaleLineBody = object({
  kind: SaleLineKind,
  itemId: Id,
  stylistId: optional(nullable(Id)),
  quantity: defaulted(wholeNumber(1, MAX_LINE_QUANTITY), 1),
  /** A changed price (owner and manager only, with a reason); left out: the catalogue's price. */
  unitPriceMinor: optional(minorUnits(0, MAX_PRICE_MINOR)),
  priceReason: optional(optionalText(200)),
  discount: optional(nullable(SaleDiscount)),
});
export type SaleLineBody = Infer<typeof SaleLineBody>;

/** A walk-in's e-mail for the receipt, or '' for none. */
export const NoEmail = literal('');
export const ClientEmail = union([Email, NoEmail]);

/**
 * `POST /sales/save`: the open sale's lines, discount, coupon, tip and client, priced by the server. Refused
 * (409) once a payment other than the deposit was taken.
 */
export const SaveSaleBody = object({
  saleId: Id,
  lines: size(array(SaleLineBody), 0, MAX_SALE_LINES),
  discount: optional(nullable(SaleDiscount)),
  couponCode: optional(optionalText(15)),
  /** Left out: no tip. */
  tip: optional(SaleTip),
  /** Whom the tip goes to, split evenly; left out: the visit's stylists. */
  tipStylistIds: optional(size(array(Id), 0, 10)),
  client: optional(nullable(object({ name: text(100), email: optional(ClientEmail) }))),
});
export type SaveSaleBody = Infer<typeof SaveSaleBody>;

/**
 * `POST /sales/pay`: one payment towards the sale, at most what is due (cash may hand over more: the change
 * is given back). An amount of 0 closes a sale the deposit paid in full. `card`: a card number the offline
 * provider knows (Stripe's test cards) or a Stripe payment method. `reader`: the card is taken on a card
 * reader (Stripe Terminal): the first call makes the reader's payment and answers `collect` with what the
 * reader needs; the same key again, once the reader has the card, has the server confirm it with the
 * provider (offline, `paymentMethod` is the test card the simulated reader was shown). The same `key` is
 * the same payment, whatever the retries.
 */
export const PaySaleBody = object({
  saleId: Id,
  key: SaleKey,
  method: enums(['card', 'cash', 'other']),
  amountMinor: minorUnits(0, Number.MAX_SAFE_INTEGER),
  tenderedMinor: optional(minorUnits(1, Number.MAX_SAFE_INTEGER)),
  paymentMethod: optional(size(string(), 1, 200)),
  reader: optional(boolean()),
  note: optional(optionalText(200)),
});
export type PaySaleBody = Infer<typeof PaySaleBody>;

/**
 * The answer to Pay: the sale as it stands, and whether the card was declined (nothing was charged) or is
 * waiting on the card reader (`collect`: `clientSecret` is the reader's PaymentIntent with Stripe, null
 * offline, where the desk shows the simulated reader).
 */
export const SalePaymentOutcome = object({
  sale: Sale,
  outcome: enums(['paid', 'declined', 'collect']),
  /** The bank's reason for a decline, '' when paid. */
  reason: string(),
  clientSecret: optional(nullable(string())),
});
export type SalePaymentOutcome = Infer<typeof SalePaymentOutcome>;

/**
 * `POST /sales/reader-token`: a connection token for the desk's card reader (Stripe Terminal's
 * `onFetchConnectionToken`), limited to the salon's reader location when it has one. `simulated`: the
 * provider offers Stripe's simulated reader (test keys) or the offline provider's own.
 */
export const ReaderConnection = object({
  /** Whose reader: the offline provider's simulated one, or Stripe Terminal's. */
  provider: enums(['offline', 'stripe']),
  secret: string(),
  location: nullable(string()),
  simulated: boolean(),
});
export type ReaderConnection = Infer<typeof ReaderConnection>;

/** How many of a line to give back. */
export const RefundLineBody = object({ lineId: Id, quantity: wholeNumber(1, MAX_LINE_QUANTITY) });
export type RefundLineBody = Infer<typeof RefundLineBody>;

/**
 * `POST /sales/refund` (owner and manager): some lines of a paid sale, and its tip, given back to the
 * payments the desk took, cards first (through the provider, retried until it answers), then other ways,
 * then cash out of the drawer. Products go back to stock unless `restock` is false (a used product).
 * The same `key` is the same refund, whatever the retries.
 */
export const RefundSaleBody = object({
  saleId: Id,
  key: SaleKey,
  lines: size(array(RefundLineBody), 0, MAX_SALE_LINES),
  tip: boolean(),
  restock: boolean(),
  reason: text(200),
});
export type RefundSaleBody = Infer<typeof RefundSaleBody>;

/** What the server answers a refund or a void it refuses, and the desk shows. */
export const SALE_REFUND_MESSAGES = {
  notPaid: 'Only a paid sale can be refunded',
  refundedAlready: 'This sale was refunded in full',
  lineNotFound: 'That line is not on this sale',
  nothing: 'Choose the lines or the tip to give back',
  costNothing: 'What was chosen cost nothing: there is nothing to give back',
  nothingTaken: 'Nothing was paid at the desk to give back',
  noTip: 'This sale has no tip',
  tipGivenBack: 'The tip was given back already',
  keyOfOtherSale: 'This refund key belongs to another sale',
  voidPaid: 'A payment was taken for this sale: refund it instead',
  voidNotOpen: 'Only an open sale can be voided',
} as const;

/** A refund of more units than a line has left. */
export const unitsLeftMessage = (left: number, name: string) =>
  left === 0 ? `${name} was given back already` : `Only ${left} of ${name} can be given back`;

/** `POST /sales/void`: an open sale no desk payment was taken for, given up with a reason. */
export const VoidSaleBody = object({ saleId: Id, reason: text(200) });
export type VoidSaleBody = Infer<typeof VoidSaleBody>;

/** `GET /sales/list`: the salon's sales, newest first (a stylist's own lines only). */
export const SaleListQuery = object({
  ...pageFields(SALE_PAGE_SIZE, 100),
  status: optional(SaleStatus),
});
export type SaleListQuery = Infer<typeof SaleListQuery>;

export const SaleSummary = object({
  _id: Id,
  status: SaleStatus,
  currency: CurrencyCode,
  receiptNumber: nullable(wholeNumber(1)),
  clientName: string(),
  /** The lines' names, shortened: 'Haircut, Shampoo'. */
  items: string(),
  totalMinor: minorUnits(),
  tipMinor: minorUnits(),
  refundedMinor: minorUnits(),
  createdAt: IsoDateTime,
});
export type SaleSummary = Infer<typeof SaleSummary>;

/** `GET /sales/items?search`: the enabled services and products a sale may add, by name. */
export const SaleItemQuery = object({ search: optional(size(string(), 0, 100)) });
export type SaleItemQuery = Infer<typeof SaleItemQuery>;

export const SaleItem = object({
  kind: SaleLineKind,
  _id: Id,
  name: string(),
  priceMinor: minorUnits(),
  /** Units in stock (null for a service). */
  stock: nullable(wholeNumber(0)),
});
export type SaleItem = Infer<typeof SaleItem>;
