import {
  confirmBookingCard,
  confirmBookingDeposit,
  payBookingDeposit,
  saveBookingCard,
} from '@salon/api/booking/endpoints';
import type {
  ConfirmCardBody,
  ConfirmDepositBody,
  PayDepositBody,
  SaveCardBody,
} from '@salon/api/booking/schemas';
import { useApiMutation } from '../core';
import { bookingKeys } from './keys';

/** `POST /public/appointment/pay-deposit`: pays a held booking's deposit. */
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

/** `POST /public/appointment/save-card`: saves a held card-on-file booking's card. */
export function useSaveCard() {
  return useApiMutation(
    bookingKeys.saveCard,
    async (api, arg: SaveCardBody) => (await api(saveBookingCard, { body: arg })).data,
  );
}

/** `POST /public/appointment/confirm-card`: after the card setup's 3-D Secure step. */
export function useConfirmCard() {
  return useApiMutation(
    bookingKeys.confirmCard,
    async (api, arg: ConfirmCardBody) => (await api(confirmBookingCard, { body: arg })).data,
  );
}
