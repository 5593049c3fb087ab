import { getFeePayment, payAppointmentFee } from '@salon/api/booking/endpoints';
import { useApiMutation, useApiQuery } from '../core';
import { bookingFeeKeys } from './keys';

/** The fee a payment link names (no token header: the signed link is the credential). */
export function useFeePayment(token: string | null) {
  return useApiQuery(
    token ? bookingFeeKeys.payment(token) : null,
    getFeePayment,
    token ? { query: { token } } : null,
    { revalidateOnFocus: false },
  );
}

/** Pay: settles the fee after the bank's step (offline: the test dialog's answer). */
export function usePayAppointmentFee(token: string) {
  return useApiMutation(bookingFeeKeys.pay(token), (api, approve: boolean | undefined) =>
    api(payAppointmentFee, { body: approve === undefined ? { token } : { token, approve } }),
  );
}
