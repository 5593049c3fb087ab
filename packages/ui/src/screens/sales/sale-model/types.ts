import { formatMoney, type MoneyFormat } from '@salon/rules/money';

// What the front desk's screens show of a sale, in the contract's shapes (packages/api `sales/schemas.ts`):
// every amount is integer minor units of the sale's currency, priced by the server. The ui names only
// the fields it reads, so the api's `Sale` is one of these as it is.

export type { MoneyFormat };

export type SaleLineKind = 'service' | 'product';
/** `refunded`: every line and the tip given back; a sale refunded in part stays `paid`. */
export type SaleStatus = 'open' | 'paid' | 'refunded' | 'voided';

export interface PersonRef {
  _id: string;
  name: string;
}

/** `percent`: a whole 1–100 per cent; `amount`: minor units off. */
export interface SaleDiscountView {
  kind: 'percent' | 'amount';
  value: number;
}

export type SaleTipView =
  { kind: 'none' } | { kind: 'percent'; value: number } | { kind: 'amount'; value: number };

export interface SaleLineView {
  _id: string;
  kind: SaleLineKind;
  itemId: string | null;
  name: string;
  stylist: PersonRef | null;
  quantity: number;
  listPriceMinor: number;
  unitPriceMinor: number;
  priceReason: string;
  discount: SaleDiscountView | null;
  grossMinor: number;
  discountMinor: number;
  taxMinor: number;
  totalMinor: number;
}

export type SalePaymentMethod = 'card' | 'cash' | 'other' | 'deposit';

export interface SalePaymentView {
  _id: string;
  method: SalePaymentMethod;
  amountMinor: number;
  tenderedMinor: number;
  changeMinor: number;
  detail: string;
  paidAt: string;
}

/** What one refund gave back through one of the sale's payments. */
export interface SaleRefundPaymentView {
  method: 'card' | 'cash' | 'other';
  amountMinor: number;
  /** `pending`: the card provider is asked again until it answers; `failed`: to settle by hand. */
  status: 'refunded' | 'pending' | 'failed';
  detail: string;
}

/** A refund of some lines (and the tip), with its own receipt number. */
export interface SaleRefundView {
  _id: string;
  number: number;
  amountMinor: number;
  taxMinor: number;
  tipMinor: number;
  reason: string;
  restocked: boolean;
  lines: readonly { lineId: string; name: string; quantity: number; amountMinor: number }[];
  payments: readonly SaleRefundPaymentView[];
  byName: string;
  createdAt: string;
}

export interface ReceiptHeaderView {
  number: number;
  issuedAt: string;
  salonName: string;
  address: string;
  taxNumber: string;
  taxLabel: string;
}

export interface SaleView {
  _id: string;
  status: SaleStatus;
  currency: string;
  appointmentId: string | null;
  client: { _id: string | null; name: string; email: string } | null;
  lines: readonly SaleLineView[];
  discount: SaleDiscountView | null;
  couponCode: string;
  tip: SaleTipView;
  tips: readonly { stylist: PersonRef; amountMinor: number }[];
  stylists: readonly PersonRef[];
  subtotalMinor: number;
  discountMinor: number;
  taxMinor: number;
  tipMinor: number;
  totalMinor: number;
  paidMinor: number;
  dueMinor: number;
  payments: readonly SalePaymentView[];
  receipt: ReceiptHeaderView | null;
  /** Given back so far (tip included), and each refund with its own number. */
  refundedMinor: number;
  refunds: readonly SaleRefundView[];
  /** Why an open sale was voided ('' otherwise). */
  voidReason: string;
  createdAt: string;
}

/** A kind of line's tax as the salon sets it: basis points (825 = 8.25 %) and whether prices include it. */
export interface TaxRuleView {
  rateBp: number;
  inclusive: boolean;
}

export interface SaleSettingsView {
  taxLabel: string;
  taxNumber?: string;
  service: TaxRuleView;
  product: TaxRuleView;
  tipPresets: readonly number[];
}

/** A service or product the checkout's search offers. */
export interface SaleItemView {
  kind: SaleLineKind;
  _id: string;
  name: string;
  priceMinor: number;
  stock: number | null;
}

/** What the checkout sends to be priced: the contract's `SaveSaleBody` without the sale's id. */
export interface SaleLineDraft {
  kind: SaleLineKind;
  itemId: string;
  stylistId: string | null;
  quantity: number;
  unitPriceMinor?: number;
  priceReason?: string;
  discount: SaleDiscountView | null;
}

export interface SaleDraft {
  lines: SaleLineDraft[];
  discount: SaleDiscountView | null;
  couponCode: string;
  tip: SaleTipView;
  client?: { name: string; email: string } | null;
}

/** One payment as the payment modal asks for it (the contract's `PaySaleBody` without sale and key). */
export interface SalePaymentRequest {
  method: 'card' | 'cash' | 'other';
  amountMinor: number;
  tenderedMinor?: number;
  paymentMethod?: string;
  /** Taken on the card reader: the reader, not the form, has the card. */
  reader?: boolean;
  note?: string;
}

/** Formats the sale's amounts: `money(1999)` → '$19.99' in the sale's currency and the salon's locale. */
export type MoneyText = (minorUnits: number) => string;

export const moneyIn =
  (format: MoneyFormat): MoneyText =>
  (minorUnits) =>
    formatMoney(minorUnits, format);

/** What a refund gives back: some units of some lines, the tip or not, whether products go back to stock. */
export interface RefundChoice {
  lines: { lineId: string; quantity: number }[];
  tip: boolean;
  restock: boolean;
  reason: string;
}

/** What a refund would give back, and through which of the desk's payments. */
export interface RefundPreview {
  amountMinor: number;
  parts: readonly { method: 'card' | 'cash' | 'other'; detail: string; amountMinor: number }[];
  /** What the choice is worth beyond what the desk took (the online deposit): not given back here. */
  keptMinor: number;
}
