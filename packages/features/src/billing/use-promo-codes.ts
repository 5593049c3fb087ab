import { getPromotionCodes } from '@salon/api/billing/endpoints';
import { useApiQuery } from '../core';
import { billingKeys } from './keys';

/**
 * Every promotion code with its coupon. The spec shows a bearer header for this call; the api client
 * sends the session token in its `token` header, which the server reads the same way.
 */
export function usePromoCodes() {
  return useApiQuery(billingKeys.promoCodes, getPromotionCodes);
}
