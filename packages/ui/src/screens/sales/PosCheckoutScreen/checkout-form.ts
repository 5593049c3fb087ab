import { isEmail } from '@salon/rules/email';
import { decimalsText, minorToText, textToMinor } from '@salon/rules/money';
import type {
  SaleDiscountView,
  SaleDraft,
  SaleLineDraft,
  SaleLineKind,
  SaleTipView,
  SaleView,
} from '../sale-model';

/** The largest line quantity and price the contract takes (`MAX_LINE_QUANTITY`, `MAX_PRICE_MINOR`). */
export const MAX_QUANTITY = 100;
const MAX_PRICE_MINOR = 10_000_000_000;

/** A discount as typed: its kind and the text of its value ('' for none). */
export interface DiscountText {
  kind: 'percent' | 'amount';
  value: string;
}

/** A line of the checkout as its fields hold it. */
export interface LineForm {
  kind: SaleLineKind;
  itemId: string;
  name: string;
  stylistId: string | null;
  quantity: string;
  listPriceMinor: number;
  price: string;
  reason: string;
  discount: DiscountText;
}

export interface CheckoutForm {
  lines: LineForm[];
  discount: DiscountText;
  couponCode: string;
  tip: SaleTipView;
  clientName: string;
  clientEmail: string;
}

export type LineErrors = Partial<Record<'quantity' | 'price' | 'reason' | 'discount', string>>;

export interface CheckoutErrors {
  lines: LineErrors[];
  discount?: string;
  clientEmail?: string;
}

export const CHECKOUT_MESSAGES = {
  quantity: `Please enter a whole quantity from 1 to ${MAX_QUANTITY}`,
  price: (currency: string) => `Please enter a price; it ${decimalsText(currency)}`,
  reason: 'Please give a reason for the changed price',
  percent: 'Please enter a whole per cent from 0 to 100',
  amount: (currency: string) => `Please enter an amount; it ${decimalsText(currency)}`,
  email: 'Please enter a valid e-mail address',
} as const;

const discountText = (discount: SaleDiscountView | null, currency: string): DiscountText =>
  !discount
    ? { kind: 'percent', value: '' }
    : {
        kind: discount.kind,
        value: discount.kind === 'percent' ? String(discount.value) : minorToText(discount.value, currency),
      };

/** The fields as the server last priced the sale. */
export function formOf(sale: SaleView): CheckoutForm {
  return {
    lines: sale.lines
      .filter((line) => line.itemId !== null)
      .map((line) => ({
        kind: line.kind,
        itemId: line.itemId!,
        name: line.name,
        stylistId: line.stylist?._id ?? null,
        quantity: String(line.quantity),
        listPriceMinor: line.listPriceMinor,
        price: minorToText(line.unitPriceMinor, sale.currency),
        reason: line.priceReason,
        discount: discountText(line.discount, sale.currency),
      })),
    discount: discountText(sale.discount, sale.currency),
    couponCode: sale.couponCode,
    tip: sale.tip,
    clientName: sale.client?.name ?? '',
    clientEmail: sale.client?.email ?? '',
  };
}

function discountOf(
  text: DiscountText,
  currency: string,
): { discount: SaleDiscountView | null } | { error: string } {
  const value = text.value.trim();
  if (value === '') return { discount: null };
  if (text.kind === 'percent') {
    if (!/^\d{1,3}$/.test(value) || Number(value) > 100) return { error: CHECKOUT_MESSAGES.percent };
    return { discount: Number(value) === 0 ? null : { kind: 'percent', value: Number(value) } };
  }
  const minor = textToMinor(value, currency);
  if (minor === null || minor > MAX_PRICE_MINOR) return { error: CHECKOUT_MESSAGES.amount(currency) };
  return { discount: minor === 0 ? null : { kind: 'amount', value: minor } };
}

const hasErrors = (errors: CheckoutErrors) =>
  Boolean(errors.discount || errors.clientEmail || errors.lines.some((line) => Object.keys(line).length > 0));

/**
 * What the checkout's fields ask the server to price, or every field's message: a whole quantity from 1
 * to 100, a price with the currency's digits (a changed one with its reason), a discount in whole per
 * cents or an amount, and a valid e-mail for a walk-in's receipt.
 */
export function draftFromForm(
  form: CheckoutForm,
  currency: string,
  walkIn: boolean,
): { draft: SaleDraft } | { errors: CheckoutErrors } {
  const errors: CheckoutErrors = { lines: [] };
  const lines: SaleLineDraft[] = [];
  for (const line of form.lines) {
    const lineErrors: LineErrors = {};
    const quantityText = line.quantity.trim();
    const quantity = Number(quantityText);
    if (!/^\d{1,3}$/.test(quantityText) || quantity < 1 || quantity > MAX_QUANTITY) {
      lineErrors.quantity = CHECKOUT_MESSAGES.quantity;
    }
    const price = textToMinor(line.price, currency);
    if (price === null || price > MAX_PRICE_MINOR) lineErrors.price = CHECKOUT_MESSAGES.price(currency);
    const changed = price !== null && price !== line.listPriceMinor;
    if (changed && line.reason.trim() === '') lineErrors.reason = CHECKOUT_MESSAGES.reason;
    const discount = discountOf(line.discount, currency);
    if ('error' in discount) lineErrors.discount = discount.error;
    errors.lines.push(lineErrors);
    if (Object.keys(lineErrors).length > 0 || price === null || 'error' in discount) continue;
    lines.push({
      kind: line.kind,
      itemId: line.itemId,
      stylistId: line.stylistId,
      quantity,
      ...(changed ? { unitPriceMinor: price, priceReason: line.reason.trim() } : {}),
      discount: discount.discount,
    });
  }
  const discount = discountOf(form.discount, currency);
  if ('error' in discount) errors.discount = discount.error;
  const email = form.clientEmail.trim();
  if (walkIn && email !== '' && !isEmail(email)) errors.clientEmail = CHECKOUT_MESSAGES.email;
  if (hasErrors(errors) || 'error' in discount) return { errors };
  const name = form.clientName.trim();
  return {
    draft: {
      lines,
      discount: discount.discount,
      couponCode: form.couponCode.trim().toUpperCase(),
      tip: form.tip,
      ...(walkIn ? { client: name ? { name, email } : null } : {}),
    },
  };
}
