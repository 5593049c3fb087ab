import type { MoneyFormat } from '@salon/api/money/format';
import { getCustomerOrder } from '@salon/api/orders/endpoints';
import type { CouponQuote } from '@salon/api/coupons/schemas';
import type { Order, PaymentResult, PaymentSession } from '@salon/api/orders/schemas';
import { isApiError } from '@salon/api/errors';
import { CardAuthenticationModal } from '@salon/ui/screens/shop/CardAuthenticationModal';
import {
  CheckoutScreen,
  type CheckoutStep,
  type CheckoutSummaryView,
  type ShippingValues,
} from '@salon/ui/screens/shop/CheckoutScreen';
import { useCallback, useRef, useState, type ComponentType } from 'react';
import toast from 'react-hot-toast';
import { useNavigate, useParams } from 'react-router-dom';
import { errorMessage, newIdempotencyKey, useApi, useShopCustomer, useSiteMoney } from '../core';
import { cardFormOf } from '../core/card-form/card-form-choice';
import { LazyStripeCardField } from '../core/card-form/LazyStripeCardField';
import { usePaymentConfig } from '../core/card-form/use-payment-config';
import { OFFLINE_TEST_CARDS } from '../core/card-form/test-cards';
import type { StripeCard } from '../core/card-form/stripe-card';
import { cartCents, lineCents } from './cart-lines';
import { rememberCheckout, useCart, type CartItem } from './cart-store';
import { money, orderTotalsText } from './shop-text';
import { useCartCheck } from './use-cart-check';
import { useCouponQuote } from './use-coupon-quote';
import { useConfirmPayment, usePayOrder, usePlaceOrder } from './use-checkout';
import { useShopPayments } from './use-shop-payments';

export { OFFLINE_TEST_CARDS };

const EMPTY_SHIPPING: ShippingValues = {
  firstName: '',
  lastName: '',
  address: '',
  city: '',
  state: '',
  zipcode: '',
};

/**
 * The cart's totals before the order is placed (and after a decline): with the server's quote of the
 * saved coupon, so the total and the Pay button already show what the coupon takes off.
 */
function cartSummary(
  items: CartItem[],
  couponCode: string | null,
  notices: ReadonlyMap<string, string>,
  quote: CouponQuote | undefined,
  format: MoneyFormat,
): CheckoutSummaryView {
  const amount = cartCents(items);
  return {
    lines: items.map((item) => ({
      id: item._id,
      name: item.productName,
      quantity: item.quantity,
      total: money(lineCents(item), format),
      notice: notices.get(item._id) ?? null,
    })),
    amount: money(quote?.amount ?? amount, format),
    discount: quote
      ? { code: quote.code, amount: `−${money(quote.discountAmount, format)}` }
      : couponCode
        ? { code: couponCode, amount: 'at checkout' }
        : null,
    shipping: quote && quote.otherAmount > 0 ? money(quote.otherAmount, format) : 'Free',
    total: money(quote?.totalAmount ?? amount, format),
  };
}

function orderSummary(order: Order, locale: string): CheckoutSummaryView {
  // The order's amounts are in its own currency.
  const format = { currency: order.currency, locale };
  return {
    lines: order.items.map((item, index) => ({
      id: String(index),
      name: item.productName,
      quantity: item.quantity,
      total: money(lineCents(item), format),
    })),
    ...orderTotalsText(order, locale),
  };
}

export interface CheckoutContainerProps {
  /** The site's login modal (the app composes the customer area's); without it, the login page. */
  LoginModal?: ComponentType<{ open: boolean; onClose: () => void }>;
}

/**
 * /salon/{salonName}/checkout: a signed-in customer enters shipping details, the server places and prices
 * the order (one idempotency key per attempt), the card pays it, and the thank-you view shows its number.
 */
export function CheckoutContainer({ LoginModal }: CheckoutContainerProps) {
  const { salonName = '' } = useParams<{ salonName: string }>();
  const closedMessage = useShopPayments(salonName);
  const format = useSiteMoney(salonName);
  const navigate = useNavigate();
  const customer = useShopCustomer(salonName);
  const cart = useCart(salonName);
  const couponQuote = useCouponQuote(salonName, cart.couponCode, cart.items);
  const place = usePlaceOrder();
  const pay = usePayOrder();
  const confirm = useConfirmPayment();
  const api = useApi();
  const attempt = useRef(newIdempotencyKey());
  const [shipping, setShipping] = useState<ShippingValues | null>(null);
  const [order, setOrder] = useState<Order | null>(null);
  const [done, setDone] = useState<Order | null>(null);
  const [orderError, setOrderError] = useState<string | null>(null);
  const [cardError, setCardError] = useState<string | null>(null);
  const [authenticating, setAuthenticating] = useState(false);
  const [loginOpen, setLoginOpen] = useState(false);
  // The placed order's payment session says which card form to show (Stripe's Payment Element or not).
  const [session, setSession] = useState<PaymentSession | null>(null);
  const cardForm = cardFormOf(session);
  // The offline test-card provider (PAYMENTS=offline): the page says no real card is charged.
  const testMode = usePaymentConfig().data?.provider === 'offline';
  // Until an order is placed, its items come from the cart: checked against the server first.
  const cartCheck = useCartCheck(salonName, cart, !done && !order);
  // A known difference keeps Place Order (and a new order's payment) disabled until the customer takes it.
  const cartPending = !order && cartCheck.changed;
  const stripeCard = useRef<StripeCard | null>(null);
  const setStripeCard = useCallback((card: StripeCard | null) => {
    stripeCard.current = card;
  }, []);

  const placeWith = async (values: ShippingValues): Promise<Order | null> => {
    setOrderError(null);
    try {
      const placed = await place.trigger({
        name: salonName,
        idempotencyKey: attempt.current,
        items: cart.items.map((item) => ({ productId: item._id, quantity: item.quantity })),
        ...(cart.couponCode ? { couponCode: cart.couponCode } : {}),
        shippingAddress: values,
      });
      setOrder(placed.orderDetails);
      setSession(placed.payment);
      rememberCheckout(placed.orderDetails._id);
      return placed.orderDetails;
    } catch (error) {
      const message = errorMessage(error);
      setOrderError(message);
      toast.error(message);
      return null;
    }
  };

  const finish = (paid: Order) => {
    setDone(paid);
    setOrder(null);
    cart.clear();
    attempt.current = newIdempotencyKey();
    toast.success('Your payment is successful');
  };

  /** The server confirms by webhook (Stripe): the payment page waits for it and clears the cart once paid. */
  const toPaymentPage = (placed: Order) => navigate(`/salon/${salonName}/transaction/${placed._id}`);

  const settled = (result: PaymentResult) => {
    if (result.status === 'succeeded') finish(result.order);
    else if (result.status === 'processing') toPaymentPage(result.order);
    else setOrder(result.order);
  };

  /** The attempt's order failed (declined): the next payment places a new one, with a new key. */
  const declined = (error: unknown) => {
    const message = errorMessage(error);
    setCardError(message);
    toast.error(message);
    setOrder(null);
    attempt.current = newIdempotencyKey();
  };

  /**
   * A payment call failed. 409 'not payable' means the order already left `unpaid` (a second click while
   * Stripe settles, or a payment made in another tab): its state is read again rather than taken for a
   * decline, so no second order and charge follow; only a failed or canceled order starts a new attempt.
   */
  const failed = async (error: unknown, current: Order) => {
    if (!isApiError(error) || error.status !== 409) return declined(error);
    let fresh: Order;
    try {
      fresh = (await api(getCustomerOrder, { query: { orderId: current._id } })).data;
    } catch {
      return declined(error);
    }
    if (fresh.paymentStatus === 'paid') return finish(fresh);
    if (fresh.paymentStatus === 'processing' || fresh.paymentStatus === 'requires_action')
      return toPaymentPage(fresh);
    declined(error);
  };

  const placeOrder = async (values: ShippingValues) => {
    if (!customer) {
      toast.error('Please Login First');
      if (LoginModal) setLoginOpen(true);
      else navigate(`/salon/${salonName}/login`);
      return;
    }
    if (cart.items.length === 0) {
      setOrderError('Your cart is empty.');
      return;
    }
    if (cartPending || !(await cartCheck.confirm())) return;
    setShipping(values);
    const placed = await placeWith(values);
    if (placed?.paymentStatus === 'paid') finish(placed);
  };

  const payWith = async (card: string) => {
    setCardError(null);
    if (cardForm.kind === 'stripe') return payWithStripe();
    if (!order && (cartPending || !(await cartCheck.confirm()))) return;
    const current = order ?? (shipping ? await placeWith(shipping) : null);
    if (!current) return;
    try {
      const result = await pay.trigger({ orderID: current._id, transactionId: card });
      if (result.status === 'requires_action') {
        setOrder(result.order);
        setAuthenticating(true);
      } else settled(result);
    } catch (error) {
      await failed(error, current);
    }
  };

  /**
   * Stripe: the element makes a PaymentMethod, our server confirms the order's PaymentIntent with it, and
   * 3-D Secure runs in Stripe's dialog; the order becomes paid on Stripe's webhook.
   */
  const payWithStripe = async () => {
    const card = stripeCard.current;
    if (!card) return setCardError('The card form is still loading');
    const invalid = await card.submit();
    if (invalid) return setCardError(invalid);
    if (!order && (cartPending || !(await cartCheck.confirm()))) return;
    const current = order ?? (shipping ? await placeWith(shipping) : null);
    if (!current) return;
    const method = await card.createPaymentMethod();
    if ('error' in method) return setCardError(method.error);
    try {
      let result = await pay.trigger({ orderID: current._id, transactionId: method.id });
      if (result.status === 'requires_action' && result.clientSecret) {
        const refused = await card.handleNextAction(result.clientSecret);
        result = await confirm.trigger({ orderID: current._id, approve: !refused });
      }
      settled(result);
    } catch (error) {
      await failed(error, current);
    }
  };

  const authenticate = async (approve: boolean) => {
    if (!order) return;
    try {
      const result = await confirm.trigger({ orderID: order._id, approve });
      setAuthenticating(false);
      settled(result);
    } catch (error) {
      setAuthenticating(false);
      await failed(error, order);
    }
  };

  const step: CheckoutStep = done
    ? { kind: 'done', orderNumber: String(done.orderId) }
    : order || (shipping && cardError)
      ? { kind: 'payment', orderNumber: order ? String(order.orderId) : '' }
      : { kind: 'shipping' };
  const summary = done
    ? orderSummary(done, format.locale)
    : order
      ? orderSummary(order, format.locale)
      : cartSummary(cart.items, cart.couponCode, cartCheck.notices, couponQuote.data, format);

  return (
    <>
      <CheckoutScreen
        closedMessage={closedMessage}
        step={step}
        summary={summary}
        initialShipping={shipping ?? EMPTY_SHIPPING}
        placing={place.isMutating}
        orderError={orderError}
        onPlaceOrder={(values) => void placeOrder(values)}
        cartPending={cartPending}
        onAcceptChanges={!order && cartCheck.changed ? cartCheck.accept : null}
        paying={pay.isMutating || place.isMutating}
        cardError={cardError}
        testCards={cardForm.kind === 'offline' ? OFFLINE_TEST_CARDS : undefined}
        testMode={testMode}
        cardField={
          cardForm.kind === 'stripe' && order ? (
            <LazyStripeCardField
              publishableKey={cardForm.publishableKey}
              mode="payment"
              amount={order.totalAmount}
              currency={order.currency}
              onReady={setStripeCard}
            />
          ) : undefined
        }
        onPay={(card) => void payWith(card)}
        onViewOrder={() => done && navigate(`/salon/${salonName}/order-summary/${done._id}`)}
        onContinueShopping={() => navigate(`/salon/${salonName}/products-list`)}
      />
      <CardAuthenticationModal
        open={authenticating}
        amount={order ? money(order.totalAmount, { ...format, currency: order.currency }) : ''}
        submitting={confirm.isMutating}
        onApprove={() => void authenticate(true)}
        onFail={() => void authenticate(false)}
      />
      {LoginModal && <LoginModal open={loginOpen} onClose={() => setLoginOpen(false)} />}
    </>
  );
}
