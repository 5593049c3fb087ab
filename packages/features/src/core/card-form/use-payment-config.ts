import { getPaymentConfig } from '@salon/api/subscriptions/endpoints';
import { useApiQuery } from '../use-api-query';

/** `GET /plan/payment-config`: which card form sign-up shows, and Stripe's publishable key. */
export function usePaymentConfig() {
  return useApiQuery(['payment-config'], getPaymentConfig);
}
