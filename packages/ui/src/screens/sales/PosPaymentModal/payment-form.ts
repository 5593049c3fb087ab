import { changeFor } from '@salon/rules/sale-pricing';
import { decimalsText, textToMinor } from '@salon/rules/money';
import type { SalePaymentRequest } from '../sale-model';

/** `reader`: a card on the desk's card reader. */
export type PaymentMethodChoice = 'card' | 'reader' | 'cash' | 'other';

export interface PaymentForm {
  method: PaymentMethodChoice;
  amount: string;
  tendered: string;
  card: string;
  note: string;
}

export type PaymentErrors = Partial<Record<'amount' | 'tendered' | 'card', string>>;

export const PAYMENT_MESSAGES = {
  amount: (currency: string) => `Please enter an amount above 0; it ${decimalsText(currency)}`,
  tooMuch: (due: string) => `The amount cannot be more than the ${due} due`,
  tendered: 'The cash handed over must cover the amount',
  card: 'Please enter the card number',
} as const;

/** The change for the cash typed so far, or null while it does not cover the amount (or is not a number). */
export function changeOf(form: PaymentForm, currency: string): number | null {
  const amount = textToMinor(form.amount, currency);
  const tendered = textToMinor(form.tendered, currency);
  if (amount === null || tendered === null) return null;
  return changeFor(tendered, amount);
}

/** The payment the form asks for, or each field's message. */
export function paymentFromForm(
  form: PaymentForm,
  currency: string,
  dueMinor: number,
  dueText: string,
): { request: SalePaymentRequest } | { errors: PaymentErrors } {
  const errors: PaymentErrors = {};
  const amount = textToMinor(form.amount, currency);
  if (amount === null || amount <= 0) errors.amount = PAYMENT_MESSAGES.amount(currency);
  else if (amount > dueMinor) errors.amount = PAYMENT_MESSAGES.tooMuch(dueText);
  const tendered = form.tendered.trim() === '' ? amount : textToMinor(form.tendered, currency);
  if (form.method === 'cash' && (tendered === null || (amount !== null && tendered < amount))) {
    errors.tendered = PAYMENT_MESSAGES.tendered;
  }
  const digits = form.card.replace(/\D/g, '');
  if (form.method === 'card' && digits === '') errors.card = PAYMENT_MESSAGES.card;
  if (Object.keys(errors).length > 0 || amount === null) return { errors };
  if (form.method === 'cash')
    return { request: { method: 'cash', amountMinor: amount, tenderedMinor: tendered ?? amount } };
  if (form.method === 'card')
    return { request: { method: 'card', amountMinor: amount, paymentMethod: digits } };
  if (form.method === 'reader') return { request: { method: 'card', amountMinor: amount, reader: true } };
  const note = form.note.trim();
  return { request: { method: 'other', amountMinor: amount, ...(note ? { note } : {}) } };
}
