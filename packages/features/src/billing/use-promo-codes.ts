import { getPromotionCodes } from '@salon/api/billing/endpoints';
import type { PromotionCode } from '@salon/api/billing/schemas';
import type { ApiError } from '@salon/api/errors';
import useSWR from 'swr';
import { useApi } from '../core';
import { billingKeys } from './keys';

/**
 * Every promotion code with its coupon. The spec shows a bearer header for this call; the api client
 * sends the session token in its `token` header, which the server reads the same way.
 */
export function usePromoCodes() {
  const api = useApi();
  return useSWR<PromotionCode[], ApiError>(
    billingKeys.promoCodes,
    async () => (await api(getPromotionCodes)).data,
  );
}
