import { PaymentScreen, type PaymentState } from '@salon/ui/screens/shop/PaymentScreen';
import { SiteNotFoundScreen } from '@salon/ui/screens/site/SiteNotFoundScreen';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { errorMessage, isNotFoundError, useShopCustomer } from '../core';
import { usePaymentConfig } from '../core/card-form/use-payment-config';
import { checkoutOrderId, useCart } from './cart-store';
import { isSettling, usePaymentOrder } from './use-payment-order';

/**
 * /salon/{salonName}/transaction/{transactionId}: the page after paying (checkout sends the customer here
 * while the card processor settles). `transactionId` is the order's id; only its customer sees it (the
 * route table sends anyone signed out to the salon login; another customer's order answers 404).
 */
export function PaymentContainer() {
  const { salonName = '', transactionId } = useParams<{ salonName: string; transactionId: string }>();
  const navigate = useNavigate();
  const customer = useShopCustomer(salonName);
  const cart = useCart(salonName);
  const order = usePaymentOrder(customer?._id ?? null, transactionId);
  const paid = order.data?.paymentStatus === 'paid';
  const testMode = usePaymentConfig().data?.provider === 'offline';

  // The cart that placed this order is cleared once the server has confirmed its payment.
  useEffect(() => {
    if (paid && transactionId && checkoutOrderId() === transactionId) cart.clear();
  }, [paid, transactionId, cart]);

  const data = order.data;
  const state: PaymentState = data
    ? paid
      ? { status: 'paid', orderNumber: String(data.orderId) }
      : isSettling(data.paymentStatus)
        ? { status: 'confirming', orderNumber: String(data.orderId) }
        : { status: 'failed', orderNumber: String(data.orderId) }
    : order.error
      ? { status: 'error', message: errorMessage(order.error) }
      : { status: 'loading' };
  const go = (path: string) => navigate(`/salon/${salonName}/${path}`);
  if (isNotFoundError(order.error))
    return <SiteNotFoundScreen kind="page" homeHref={`/salon/${salonName}`} />;
  return (
    <PaymentScreen
      state={state}
      onViewOrder={() => data && go(`order-summary/${data._id}`)}
      onBackToCheckout={() => go('checkout')}
      onContinueShopping={() => go('products-list')}
      testMode={testMode}
    />
  );
}
