import { getProviderCoupons } from '@salon/api/billing/endpoints';
import type { ProviderCoupon } from '@salon/api/billing/schemas';
import type { ApiError } from '@salon/api/errors';
import useSWR from 'swr';
import { useApi } from '../core';
import { billingKeys } from './keys';

/** Every coupon of the card provider, newest first. */
export function useProviderCoupons() {
  const api = useApi();
  return useSWR<ProviderCoupon[], ApiError>(
    billingKeys.coupons,
    async () => (await api(getProviderCoupons)).data,
  );
}
