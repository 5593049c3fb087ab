import { addProviderCoupon } from '@salon/api/billing/endpoints';
import type { ProviderCouponBody } from '@salon/api/billing/schemas';
import type { ApiError } from '@salon/api/errors';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { billingKeys } from './keys';

/** `POST /coupon`; resolves with the message. */
export function useAddProviderCoupon() {
  const api = useApi();
  return useSWRMutation<string, ApiError, typeof billingKeys.addCoupon, ProviderCouponBody>(
    billingKeys.addCoupon,
    async (_key, { arg }) => (await api(addProviderCoupon, { body: arg })).message,
  );
}
