import { getPublicPromotionCodes } from '@salon/api/billing/endpoints';
import type { PromotionCode } from '@salon/api/billing/schemas';
import type { ApiError } from '@salon/api/errors';
import useSWR from 'swr';
import { useApi } from '../core';
import { onboardingKeys } from './keys';

/** `GET /promo-codes/get-promo-codes`: the active promotion codes offered on the payment step. */
export function usePublicPromoCodes() {
  const api = useApi();
  return useSWR<PromotionCode[], ApiError>(
    onboardingKeys.promoCodes,
    async () => (await api(getPublicPromotionCodes, {})).data,
  );
}
