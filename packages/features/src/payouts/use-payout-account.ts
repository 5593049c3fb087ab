import { getPayoutAccount } from '@salon/api/payouts/endpoints';
import { useApiQuery } from '../core';
import { payoutKeys } from './keys';

/** The viewer's salon's payout account (`GET /payouts/account`); waits while `salonId` is null. */
export function usePayoutAccount(salonId: string | null) {
  return useApiQuery(salonId ? payoutKeys.account(salonId) : null, getPayoutAccount);
}
