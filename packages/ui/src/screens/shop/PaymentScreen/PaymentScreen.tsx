import { TestModeBanner } from '@salon/ui/patterns/TestModeBanner';
import { Button } from '@salon/ui/primitives/Button';
import { Spinner } from '@salon/ui/primitives/Spinner';
import { CentredActions } from '../ShopPanels.styles';
import { ErrorText, Note, Page } from './PaymentScreen.styles';

/**
 * Where a customer's order payment stands: `confirming` while the server has not confirmed it (the card
 * processor confirms by webhook), `paid`, `failed` (declined, refused or abandoned), or `error` when the
 * order cannot be read (not found: not this customer's).
 */
export type PaymentState =
  | { status: 'loading' }
  | { status: 'confirming'; orderNumber: string }
  | { status: 'paid'; orderNumber: string }
  | { status: 'failed'; orderNumber: string }
  | { status: 'error'; message: string };

export interface PaymentScreenProps {
  state: PaymentState;
  onViewOrder: () => void;
  onBackToCheckout: () => void;
  onContinueShopping: () => void;
  /** The server takes test cards only (PAYMENTS=offline): the page says no real card is charged. */
  testMode?: boolean;
}

/** /salon/{salonName}/transaction/{transactionId}: the page a customer lands on after paying (spec 2 §2). */
export function PaymentScreen({
  state,
  onViewOrder,
  onBackToCheckout,
  onContinueShopping,
  testMode = false,
}: PaymentScreenProps) {
  const banner = testMode ? <TestModeBanner /> : null;
  switch (state.status) {
    case 'loading':
      return (
        <Page aria-busy="true">
          <Spinner label="Loading the payment" />
        </Page>
      );
    case 'confirming':
      return (
        <Page aria-busy="true">
          {banner}
          <h1>Confirming your payment…</h1>
          <Spinner label="Waiting for the card processor" />
          <p>
            Order <strong>#{state.orderNumber}</strong>
          </p>
          <Note>This takes a few moments. This page updates by itself once the payment is confirmed.</Note>
        </Page>
      );
    case 'paid':
      return (
        <Page>
          {banner}
          <h1>Your payment is successful</h1>
          <p>
            Your order number is <strong>#{state.orderNumber}</strong>.
          </p>
          <p>Order now, your order will dispatch in 24 hours!</p>
          <CentredActions>
            <Button onClick={onViewOrder}>View Order Summary</Button>
            <Button variant="secondary" onClick={onContinueShopping}>
              Continue Shopping
            </Button>
          </CentredActions>
        </Page>
      );
    case 'failed':
      return (
        <Page>
          {banner}
          <h1>Your payment failed</h1>
          <ErrorText role="alert">
            Order #{state.orderNumber} was not paid, and nothing was charged. Please try again from checkout.
          </ErrorText>
          <CentredActions>
            <Button onClick={onBackToCheckout}>Back to Checkout</Button>
          </CentredActions>
        </Page>
      );
    case 'error':
      return (
        <Page>
          {banner}
          <h1>Payment</h1>
          <ErrorText role="alert">{state.message}</ErrorText>
          <CentredActions>
            <Button variant="secondary" onClick={onContinueShopping}>
              Continue Shopping
            </Button>
          </CentredActions>
        </Page>
      );
  }
}
