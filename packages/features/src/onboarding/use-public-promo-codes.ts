import { getPublicPromotionCodes } from '@salon/api/billing/endpoints';
import { useApiQuery } from '../core';
import { onboardingKeys } from './keys';

/** `GET /promo-codes/get-promo-codes`: the active promotion codes offered on the payment step. */
export function usePublicPromoCodes() {
  return useApiQuery(onboardingKeys.promoCodes, getPublicPromotionCodes);
}
