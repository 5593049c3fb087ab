import { endpoint } from '../contract';
import { BillingHistory, PaymentConfig, SubscriptionDetail, SubscriptionDetailData } from './schemas';

/** The signed-in owner's subscription for My Profile's plan section (salon role only). */
export const getSubscriptionDetail = endpoint({
  method: 'GET',
  path: '/plan/get-subscription-detail',
  auth: 'token',
  data: SubscriptionDetailData,
});

/**
 * The owner renews: a cancelled subscription still running is simply kept; an ended or past-due one
 * starts a new period, charged to the card on file.
 */
export const renewSubscription = endpoint({
  method: 'POST',
  path: '/plan/renew-subscription',
  auth: 'token',
  data: SubscriptionDetail,
});

/** The card form of sign-up and checkout: offline test cards, or Stripe with its publishable key. */
export const getPaymentConfig = endpoint({
  method: 'GET',
  path: '/plan/payment-config',
  auth: 'none',
  data: PaymentConfig,
});

/**
 * My Profile's billing history: the signed-in owner's own salon's payments, newest first (salon role
 * only, like the plan).
 */
export const getBillingHistory = endpoint({
  method: 'GET',
  path: '/plan/billing-history',
  auth: 'token',
  data: BillingHistory,
});

export const subscriptionEndpoints = {
  getSubscriptionDetail,
  renewSubscription,
  getPaymentConfig,
  getBillingHistory,
};
