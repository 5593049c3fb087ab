import { getCustomerOrder } from '@salon/api/orders/endpoints';
import type { PaymentStatus } from '@salon/api/orders/schemas';
import { useApiQuery } from '../core';
import { shopKeys } from './keys';

/** How often the payment page asks again while the server waits for the card processor's webhook. */
export const PAYMENT_POLL_MS = 2000;

/** The payment has not settled yet: the server still waits for the processor (or the customer). */
export function isSettling(status: PaymentStatus): boolean {
  return status === 'unpaid' || status === 'requires_action' || status === 'processing';
}

/** One of the customer's orders, asked again every 2 s until its payment is paid, failed or canceled. */
export function usePaymentOrder(customerId: string | null, orderId: string | undefined) {
  return useApiQuery(
    customerId && orderId ? shopKeys.order(customerId, orderId) : null,
    getCustomerOrder,
    orderId ? { query: { orderId } } : null,
    {
      refreshInterval: (order) => (order && isSettling(order.paymentStatus) ? PAYMENT_POLL_MS : 0),
      shouldRetryOnError: false,
    },
  );
}
