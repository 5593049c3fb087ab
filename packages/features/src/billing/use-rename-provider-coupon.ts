import { renameProviderCoupon } from '@salon/api/billing/endpoints';
import type { ApiError } from '@salon/api/errors';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { billingKeys } from './keys';

/** `PATCH /coupon/{id}` {name}: the only change a coupon allows; resolves with the message. */
export function useRenameProviderCoupon() {
  const api = useApi();
  return useSWRMutation<string, ApiError, typeof billingKeys.renameCoupon, { id: string; name: string }>(
    billingKeys.renameCoupon,
    async (_key, { arg }) =>
      (await api(renameProviderCoupon, { params: { id: arg.id }, body: { name: arg.name } })).message,
  );
}
