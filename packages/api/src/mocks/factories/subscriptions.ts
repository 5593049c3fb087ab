import type { BillingPayment, PaymentConfig, SubscriptionDetail } from '../../subscriptions/schemas';
import { daysFromNow } from '../clock';
import { builder } from '../builders';

const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/** The demo owner's subscription: Pro, yearly, about three months left (fixed clock). */
export const buildSubscriptionDetail = builder<SubscriptionDetail>(() => ({
  _id: '5b5c0000-0000-4000-8000-000000000001',
  plan: { id: 'price_demoProYear', amount: 49_900, interval: 'year', metadata: { users: '5' } },
  product: { name: 'Pro', description: 'Five calendars for a busy salon.' },
  current_period_start: unix(daysFromNow(-270)),
  current_period_end: unix(daysFromNow(95)),
  cancel_at_period_end: false,
  standing: 'active',
}));

/** Cancelled and over: the owner sees the notice and Renew Subscription. */
export const endedSubscription = buildSubscriptionDetail({
  current_period_start: unix(daysFromNow(-395)),
  current_period_end: unix(daysFromNow(-30)),
  cancel_at_period_end: true,
  standing: 'ended',
});

export const offlinePaymentConfig: PaymentConfig = { provider: 'offline', publishableKey: null };

/** One payment of the billing history: the yearly Pro plan, paid with Stripe (a hosted invoice). */
export const buildBillingPayment = builder<BillingPayment>(() => ({
  _id: '5b5c0000-0000-4000-8000-000000000101',
  date: daysFromNow(-270).toISOString(),
  amount: 39_900,
  discount: 10_000,
  currency: 'usd',
  status: 'paid',
  plan: 'Pro',
  interval: 'year',
  period_start: unix(daysFromNow(-270)),
  period_end: unix(daysFromNow(95)),
  hosted_invoice_url: 'https://invoice.stripe.com/i/acct_demo/test_demoProYear01',
}));

/** The demo owner's payments, newest first: last year's renewal and the first payment before it. */
export const billingHistoryFixture: BillingPayment[] = [
  buildBillingPayment(),
  buildBillingPayment({
    _id: '5b5c0000-0000-4000-8000-000000000102',
    date: daysFromNow(-635).toISOString(),
    amount: 49_900,
    discount: 0,
    period_start: unix(daysFromNow(-635)),
    period_end: unix(daysFromNow(-270)),
    hosted_invoice_url: null,
  }),
];
