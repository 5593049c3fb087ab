import { addPromotionCode } from '@salon/api/billing/endpoints';
import type { PromotionCodeBody } from '@salon/api/billing/schemas';
import type { ApiError } from '@salon/api/errors';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { billingKeys } from './keys';

/** `POST /promo-codes` {code, coupon}; resolves with the message. */
export function useAddPromoCode() {
  const api = useApi();
  return useSWRMutation<string, ApiError, typeof billingKeys.addPromoCode, PromotionCodeBody>(
    billingKeys.addPromoCode,
    async (_key, { arg }) => (await api(addPromotionCode, { body: arg })).message,
  );
}
