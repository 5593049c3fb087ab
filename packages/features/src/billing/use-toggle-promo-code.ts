import { enablePromotionCode } from '@salon/api/billing/endpoints';
import { useMessageMutation } from '../core';
import { billingKeys } from './keys';

/** A promotion code's active switch; resolves with the message. */
export function useTogglePromoCode() {
  return useMessageMutation(billingKeys.togglePromoCode, (api, arg: { id: string; active: boolean }) =>
    api(enablePromotionCode, { params: { id: arg.id }, body: { active: arg.active } }),
  );
}
