import { formatMoney, PLATFORM_MONEY } from '@salon/api/money/format';
import type { BillingPayment } from '@salon/api/subscriptions/schemas';
import type { BillingPaymentRow } from '@salon/ui/screens/profile/BillingHistory';
import { longDate } from '../core/display-text';

/** Minor units in the payment's currency, in the platform's locale: `$19.00`, or `€19.00`. */
export function billingMoney(cents: number, currency: string): string {
  return formatMoney(cents, { currency: currency.toUpperCase(), locale: PLATFORM_MONEY.locale });
}

/** A billing-history row from a payment: the long dates of My Profile's plan, amounts with their currency. */
export function toBillingRow(payment: BillingPayment): BillingPaymentRow {
  return {
    id: payment._id,
    date: longDate(Math.floor(Date.parse(payment.date) / 1000)),
    plan: `${payment.plan}, ${payment.interval === 'year' ? 'yearly' : 'monthly'}`,
    period: `${longDate(payment.period_start)} – ${longDate(payment.period_end)}`,
    amount: billingMoney(payment.amount, payment.currency),
    discount: payment.discount > 0 ? `${billingMoney(payment.discount, payment.currency)} off` : null,
    status: payment.status,
    invoiceUrl: payment.hosted_invoice_url,
  };
}
