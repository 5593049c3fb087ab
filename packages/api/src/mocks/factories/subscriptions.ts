import type { PaymentConfig, SubscriptionDetail } from '../../subscriptions/schemas';
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
