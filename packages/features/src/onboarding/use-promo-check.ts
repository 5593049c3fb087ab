import { checkPromoCode } from '@salon/api/billing/endpoints';
import type { PromoCheckBody } from '@salon/api/billing/schemas';
import { useApiMutation } from '../core';
import { onboardingKeys } from './keys';

/** `POST /promo-codes/check`: a typed promotion code priced by the server for the chosen plan. */
export function usePromoCheck() {
  return useApiMutation(
    onboardingKeys.promoCheck,
    async (api, body: PromoCheckBody) => (await api(checkPromoCode, { body })).data,
  );
}
