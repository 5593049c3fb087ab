import { formatMoney, type MoneyFormat } from '@salon/rules/money';

// What the front desk's screens show of a sale, in the contract's shapes (packages/api `sales/schemas.ts`):
// every amount is integer minor units of the sale's currency, priced by the server. The ui names only
// the fields it reads, so the api's `Sale` is one of these as it is.

export type { MoneyFormat };

export type SaleLineKind = 'service' | 'product';
export type SaleStatus = 'open' | 'paid' | 'voided';

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
  note?: string;
}

/** Formats the sale's amounts: `money(1999)` → '$19.99' in the sale's currency and the salon's locale. */
export type MoneyText = (minorUnits: number) => string;

export const moneyIn =
  (format: MoneyFormat): MoneyText =>
  (minorUnits) =>
    formatMoney(minorUnits, format);
