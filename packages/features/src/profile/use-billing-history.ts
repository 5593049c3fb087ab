import { getBillingHistory } from '@salon/api/subscriptions/endpoints';
import { useApiQuery } from '../core';
import { profileKeys } from './keys';

/** `GET /plan/billing-history`: the owner's payments (only fetched for a role that sees the plan). */
export function useBillingHistory(enabled: boolean) {
  return useApiQuery(enabled ? profileKeys.billingHistory : null, getBillingHistory);
}
