import { addPromotionCode } from '@salon/api/billing/endpoints';
import type { PromotionCodeBody } from '@salon/api/billing/schemas';
import { useMessageMutation } from '../core';
import { billingKeys } from './keys';

/** `POST /promo-codes` {code, coupon}; resolves with the message. */
export function useAddPromoCode() {
  return useMessageMutation(billingKeys.addPromoCode, (api, arg: PromotionCodeBody) =>
    api(addPromotionCode, { body: arg }),
  );
}
