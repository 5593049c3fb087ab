import { renameProviderCoupon } from '@salon/api/billing/endpoints';
import { useMessageMutation } from '../core';
import { billingKeys } from './keys';

/** `PATCH /coupon/{id}` {name}: the only change a coupon allows; resolves with the message. */
export function useRenameProviderCoupon() {
  return useMessageMutation(billingKeys.renameCoupon, (api, arg: { id: string; name: string }) =>
    api(renameProviderCoupon, { params: { id: arg.id }, body: { name: arg.name } }),
  );
}
