import { confirmBookingDeposit, payBookingDeposit } from '@salon/api/booking/endpoints';
import type { ConfirmDepositBody, PayDepositBody } from '@salon/api/booking/schemas';
import { useApiMutation } from '../core';
import { bookingKeys } from './keys';

/** `POST /public/appointment/pay-deposit`: pays a held booking's deposit (issue 22). */
export function usePayDeposit() {
  return useApiMutation(
    bookingKeys.payDeposit,
    async (api, arg: PayDepositBody) => (await api(payBookingDeposit, { body: arg })).data,
  );
}

/** `POST /public/appointment/confirm-deposit`: after the card's 3-D Secure step. */
export function useConfirmDeposit() {
  return useApiMutation(
    bookingKeys.confirmDeposit,
    async (api, arg: ConfirmDepositBody) => (await api(confirmBookingDeposit, { body: arg })).data,
  );
}
