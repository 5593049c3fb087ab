import { enablePromotionCode } from '@salon/api/billing/endpoints';
import type { ApiError } from '@salon/api/errors';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { billingKeys } from './keys';

/** A promotion code's active switch; resolves with the message. */
export function useTogglePromoCode() {
  const api = useApi();
  return useSWRMutation<
    string,
    ApiError,
    typeof billingKeys.togglePromoCode,
    { id: string; active: boolean }
  >(
    billingKeys.togglePromoCode,
    async (_key, { arg }) =>
      (await api(enablePromotionCode, { params: { id: arg.id }, body: { active: arg.active } })).message,
  );
}
