import { deleteProviderCoupon } from '@salon/api/billing/endpoints';
import type { ApiError } from '@salon/api/errors';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { billingKeys } from './keys';

/** `DELETE /coupon/{id}`; resolves with the message. */
export function useDeleteProviderCoupon() {
  const api = useApi();
  return useSWRMutation<string, ApiError, typeof billingKeys.deleteCoupon, string>(
    billingKeys.deleteCoupon,
    async (_key, { arg }) => (await api(deleteProviderCoupon, { params: { id: arg } })).message,
  );
}
