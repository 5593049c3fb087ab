import { create } from 'superstruct';
import * as endpoints from '../../orders/endpoints';
import { ConfirmPaymentBody, PaymentBody, PlaceOrderBody, type Order } from '../../orders/schemas';
import { buildOrder, customerOrders } from '../factories/orders';
import { products } from '../factories/products';
import { fail, mockEndpoint, mockPending, ok } from '../http';
import { pageOfRequest } from '../paging';
import type { AnyHandler } from 'msw';
import { stateful } from '../stateful';

const TEST_CARD_SUCCEEDS = '4242424242424242';
const TEST_CARD_AUTHENTICATE = '4000002500003155';

const NOT_PAYABLE = 'This order can no longer be paid. Please place a new order.';

export interface ShopOrderOptions {
  /**
   * Stripe's way: a succeeding card leaves the order `processing` until the webhook, which "arrives"
   * after the order has been read `confirmAfterReads` times (never when absent).
   */
  settlesByWebhook?: boolean;
  confirmAfterReads?: number;
  /**
   * The first payment's answer is lost (the order went to `processing`) and the browser sees the retry's
   * 409 'not payable', as a double click or a network retry would.
   */
  lostFirstAnswer?: boolean;
}

/**
 * The website's checkout and the customer's orders against an in-memory list (the demo client's orders
 * by default). Placing prices the items from the product fixtures; the offline test cards decide payments.
 */
export function shopOrderHandlers(
  rows: Order[] = customerOrders(),
  options: ShopOrderOptions = {},
): AnyHandler[] {
  let orders = [...rows];
  const reads = new Map<string, number>();
  const byKey = new Map<string, Order>();
  const replace = (next: Order) => {
    orders = orders.map((order) => (order._id === next._id ? next : order));
    return next;
  };
  return stateful(
    () => shopOrderHandlers(rows, options),
    [
      mockEndpoint(endpoints.getCustomerOrders, ({ request }) =>
        ok(
          pageOfRequest(
            orders.filter((order) => order.paymentStatus === 'paid'),
            new URL(request.url),
            3,
          ),
        ),
      ),
      mockEndpoint(endpoints.getCustomerOrder, ({ request }) => {
        const id = new URL(request.url).searchParams.get('orderId') ?? '';
        const order = orders.find((item) => item._id === id);
        if (!order) return fail(404, 'Order not found');
        const count = (reads.get(id) ?? 0) + 1;
        reads.set(id, count);
        if (order.paymentStatus === 'processing' && count >= (options.confirmAfterReads ?? Infinity)) {
          return ok(replace({ ...order, paymentStatus: 'paid' }));
        }
        return ok(order);
      }),
      mockEndpoint(endpoints.placeOrder, async ({ request }) => {
        const body = create(await request.json(), PlaceOrderBody);
        const earlier = byKey.get(body.idempotencyKey);
        if (earlier)
          return ok({
            orderDetails: earlier,
            payment: { provider: 'offline', clientSecret: null, publishableKey: null },
          });
        const items = body.items.map((line) => {
          const product = products.find((item) => item._id === line.productId);
          return product
            ? {
                productName: product.productName,
                productImageURL: product.productImageURL,
                productPrice: product.productPrice,
                quantity: line.quantity,
              }
            : null;
        });
        if (items.some((item) => item === null)) {
          return fail(409, 'A product in your cart is no longer available. Please remove it from your cart.');
        }
        const amount = items.reduce((sum, item) => sum + item!.productPrice * item!.quantity, 0);
        const discount = body.couponCode?.trim() ? Math.round(amount / 10) : 0;
        const order = buildOrder(99, {
          _id: '0dde0000-0000-4000-8000-0000000000ff',
          orderId: 1099,
          items: items.map((item) => item!),
          amount,
          discount,
          couponCode: body.couponCode?.trim() ? body.couponCode.trim().toUpperCase() : null,
          totalAmount: amount - discount,
          paymentStatus: 'unpaid',
          orderStatus: 'Pending',
          shippingAddress: body.shippingAddress,
        });
        orders = [order, ...orders];
        byKey.set(body.idempotencyKey, order);
        return ok(
          { orderDetails: order, payment: { provider: 'offline', clientSecret: null, publishableKey: null } },
          'Order placed successfully',
        );
      }),
      mockEndpoint(endpoints.payOrder, async ({ request }) => {
        const body = create(await request.json(), PaymentBody);
        const order = orders.find((item) => item._id === body.orderID);
        if (!order) return fail(404, 'Order not found');
        if (order.paymentStatus === 'paid') return ok({ status: 'succeeded', clientSecret: null, order });
        if (order.paymentStatus !== 'unpaid') return fail(409, NOT_PAYABLE, 'not_payable');
        const card = body.transactionId.replace(/[\s-]/g, '');
        if (card === TEST_CARD_SUCCEEDS && options.settlesByWebhook) {
          const processing = replace({ ...order, paymentStatus: 'processing' });
          if (options.lostFirstAnswer) return fail(409, NOT_PAYABLE, 'not_payable');
          return ok(
            { status: 'processing', clientSecret: null, order: processing },
            'Your payment is being processed',
          );
        }
        if (card === TEST_CARD_SUCCEEDS) {
          const paid = replace({ ...order, paymentStatus: 'paid' });
          return ok({ status: 'succeeded', clientSecret: null, order: paid }, 'Your payment is successful');
        }
        if (card === TEST_CARD_AUTHENTICATE) {
          const waiting = replace({ ...order, paymentStatus: 'requires_action' });
          return ok(
            { status: 'requires_action', clientSecret: null, order: waiting },
            'Please authenticate your payment',
          );
        }
        replace({ ...order, paymentStatus: 'failed' });
        return fail(402, 'Your card was declined.', 'card_declined');
      }),
      mockEndpoint(endpoints.confirmPayment, async ({ request }) => {
        const body = create(await request.json(), ConfirmPaymentBody);
        const order = orders.find((item) => item._id === body.orderID);
        if (!order) return fail(404, 'Order not found');
        if (!body.approve) {
          replace({ ...order, paymentStatus: 'failed' });
          return fail(
            402,
            'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
            'card_declined',
          );
        }
        const paid = replace({ ...order, paymentStatus: 'paid' });
        return ok({ status: 'succeeded', clientSecret: null, order: paid }, 'Your payment is successful');
      }),
    ],
  );
}

export const shopOrderFailures = {
  historyLoading: mockPending(endpoints.getCustomerOrders),
  orderLoading: mockPending(endpoints.getCustomerOrder),
};
