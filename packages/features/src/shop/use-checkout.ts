import { confirmPayment, payOrder, placeOrder } from '@salon/api/orders/endpoints';
import type { ConfirmPaymentBody, PaymentBody, PlaceOrderBody } from '@salon/api/orders/schemas';
import { useApiMutation } from '../core';
import { shopKeys } from './keys';

/** `POST /product/add-order`: the order priced by the server, with its payment session. */
export function usePlaceOrder() {
  return useApiMutation(
    shopKeys.placeOrder,
    async (api, arg: PlaceOrderBody) => (await api(placeOrder, { body: arg })).data,
  );
}

/** `POST /product/payment`: pays the order with a card. */
export function usePayOrder() {
  return useApiMutation(
    shopKeys.pay,
    async (api, arg: PaymentBody) => (await api(payOrder, { body: arg })).data,
  );
}

/** `POST /product/confirm-payment`: the card's authentication step. */
export function useConfirmPayment() {
  return useApiMutation(
    shopKeys.confirmPayment,
    async (api, arg: ConfirmPaymentBody) => (await api(confirmPayment, { body: arg })).data,
  );
}
