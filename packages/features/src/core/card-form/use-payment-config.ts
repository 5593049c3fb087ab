import type { ApiError } from '@salon/api/errors';
import { getPaymentConfig } from '@salon/api/subscriptions/endpoints';
import type { PaymentConfig } from '@salon/api/subscriptions/schemas';
import useSWR from 'swr';
import { useApi } from '../FeaturesProvider';

/** `GET /plan/payment-config`: which card form sign-up shows, and Stripe's publishable key. */
export function usePaymentConfig() {
  const api = useApi();
  return useSWR<PaymentConfig, ApiError>(['payment-config'], async () => (await api(getPaymentConfig)).data);
}
