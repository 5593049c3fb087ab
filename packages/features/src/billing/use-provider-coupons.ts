import { getProviderCoupons } from '@salon/api/billing/endpoints';
import { useApiQuery } from '../core';
import { billingKeys } from './keys';

/** Every coupon of the card provider, newest first. */
export function useProviderCoupons() {
  return useApiQuery(billingKeys.coupons, getProviderCoupons);
}
