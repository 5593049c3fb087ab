import { confirmPayment, payOrder, placeOrder } from '@salon/api/orders/endpoints';
import type {
  ConfirmPaymentBody,
  PaymentBody,
  PaymentResult,
  PlacedOrder,
  PlaceOrderBody,
} from '@salon/api/orders/schemas';
import type { ApiError } from '@salon/api/errors';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { shopKeys } from './keys';

/** `POST /product/add-order`: the order priced by the server, with its payment session. */
export function usePlaceOrder() {
  const api = useApi();
  return useSWRMutation<PlacedOrder, ApiError, typeof shopKeys.placeOrder, PlaceOrderBody>(
    shopKeys.placeOrder,
    async (_key, { arg }) => (await api(placeOrder, { body: arg })).data,
  );
}

/** `POST /product/payment`: pays the order with a card. */
export function usePayOrder() {
  const api = useApi();
  return useSWRMutation<PaymentResult, ApiError, typeof shopKeys.pay, PaymentBody>(
    shopKeys.pay,
    async (_key, { arg }) => (await api(payOrder, { body: arg })).data,
  );
}

/** `POST /product/confirm-payment`: the card's authentication step. */
export function useConfirmPayment() {
  const api = useApi();
  return useSWRMutation<PaymentResult, ApiError, typeof shopKeys.confirmPayment, ConfirmPaymentBody>(
    shopKeys.confirmPayment,
    async (_key, { arg }) => (await api(confirmPayment, { body: arg })).data,
  );
}
