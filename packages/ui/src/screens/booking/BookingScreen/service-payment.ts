import type { MoneyFormat } from '@salon/rules/money';
import { priceLabel } from './booking-dates';

/** What a website booking of a service takes: a deposit (major units, like the price) or a card on file. */
export type BookingServicePayment = { kind: 'deposit'; amount: number } | { kind: 'card' };

/** Beside the price in the service list: 'Deposit $10.00' or 'Card required'. */
export function paymentTag(payment: BookingServicePayment, money?: MoneyFormat): string {
  return payment.kind === 'deposit' ? `Deposit ${priceLabel(payment.amount, money)}` : 'Card required';
}

/** What the booking form says before Book. */
export function paymentNotice(payment: BookingServicePayment, money?: MoneyFormat): string {
  return payment.kind === 'deposit'
    ? `A deposit of ${priceLabel(payment.amount, money)} is taken when you book; the rest is paid at the salon.`
    : 'A card is saved when you book, for the salon’s no-show policy; nothing is charged now.';
}
