import { useValidatedForm } from '@salon/ui/forms';
import { CardEntry } from '@salon/ui/forms/CardEntry';
import { Form } from '@salon/ui/forms/Form';
import { TextField } from '@salon/ui/forms/TextField';
import { TestModeBanner } from '@salon/ui/patterns/TestModeBanner';
import { Button } from '@salon/ui/primitives/Button';
import type { ReactNode } from 'react';
import { CartChangedNotice, LineNotice } from '../CartChangedNotice';
import { CentredActions, ClosedNotice, Note, Panel, Totals } from '../ShopPanels.styles';
import { FullWidth, Page, Row, Steps, ThankYou } from './CheckoutScreen.styles';
import { validateShipping, type ShippingValues } from './validate-shipping';

/** The order's totals as shown; after the order is placed they are the server's. */
export interface CheckoutSummaryView {
  /** `notice`: what changed since the line was added to the cart (the server's check). */
  lines: Array<{ id: string; name: string; quantity: number; total: string; notice?: string | null }>;
  amount: string;
  discount: { code: string; amount: string } | null;
  shipping: string;
  total: string;
}

export type CheckoutStep =
  | { kind: 'shipping' }
  /** The order is placed and priced by the server; the card pays `total`. */
  | { kind: 'payment'; orderNumber: string }
  | { kind: 'done'; orderNumber: string };

export interface CheckoutScreenProps {
  step: CheckoutStep;
  summary: CheckoutSummaryView;
  initialShipping: ShippingValues;
  placing?: boolean;
  /** The server's message when the order could not be placed (stock, coupon). */
  orderError?: string | null;
  onPlaceOrder: (values: ShippingValues) => void;
  /** The cart is not yet confirmed by the server (checking, or changed): no order is placed or paid. */
  cartPending?: boolean;
  /** The server's check found changes: the notice and its Update Cart button. */
  onAcceptChanges?: (() => void) | null;
  paying?: boolean;
  /** The card's refusal, under the card field. */
  cardError?: string | null;
  /** Without a card processor: the card field takes Stripe's test numbers, listed under it. */
  testCards?: readonly string[];
  /** The server takes test cards only (PAYMENTS=offline): the page says no real card is charged. */
  testMode?: boolean;
  /** The card number, or '' when `cardField` (Stripe's Payment Element) holds the card. */
  onPay: (cardNumber: string) => void;
  /** The card processor's own field in place of the card number (the container decides). */
  cardField?: ReactNode;
  onViewOrder: () => void;
  onContinueShopping: () => void;
  /** The shop cannot take card payments now (its payouts are not set up): why, in place of the order form. */
  closedMessage?: string | null;
}

const STEP_NAMES = ['Shipping', 'Payment', 'Confirmation'] as const;

/** /salon/{salonName}/checkout: shipping details, card payment, thank-you (spec 2 §2 "Checkout", §4, §5). */
export function CheckoutScreen(props: CheckoutScreenProps) {
  const { step, summary } = props;
  const current = step.kind === 'shipping' ? 0 : step.kind === 'payment' ? 1 : 2;
  return (
    <Page>
      <h1>Checkout</h1>
      {props.testMode && (
        <FullWidth>
          <TestModeBanner />
        </FullWidth>
      )}
      <Steps aria-label="Checkout steps">
        {STEP_NAMES.map((name, index) => (
          <li key={name} aria-current={index === current ? 'step' : undefined}>
            {index + 1}. {name}
          </li>
        ))}
      </Steps>
      {step.kind === 'done' ? (
        <ThankYou aria-labelledby="thank-you">
          <h2 id="thank-you">Thank you for your order!</h2>
          <p>
            Your order number is <strong>#{step.orderNumber}</strong>.
          </p>
          <p>Order now, your order will dispatch in 24 hours!</p>
          <CentredActions>
            <Button onClick={props.onViewOrder}>View Order</Button>
            <Button variant="secondary" onClick={props.onContinueShopping}>
              Continue Shopping
            </Button>
          </CentredActions>
        </ThankYou>
      ) : (
        <>
          {step.kind === 'shipping' && props.closedMessage ? (
            <Panel aria-labelledby="checkout-closed">
              <h2 id="checkout-closed">Card payments</h2>
              <ClosedNotice role="status">{props.closedMessage}</ClosedNotice>
            </Panel>
          ) : step.kind === 'shipping' ? (
            <ShippingPanel {...props} />
          ) : (
            <PaymentPanel {...props} />
          )}
          <Panel aria-labelledby="checkout-summary">
            <h2 id="checkout-summary">Order Summary</h2>
            {props.onAcceptChanges && <CartChangedNotice onAccept={props.onAcceptChanges} />}
            <Totals>
              {summary.lines.map((line) => (
                <Line
                  key={line.id}
                  name={
                    <>
                      {line.name} × {line.quantity}
                      {line.notice && <LineNotice>{line.notice}</LineNotice>}
                    </>
                  }
                  value={line.total}
                />
              ))}
              <Line name="Items" value={summary.amount} />
              {summary.discount && (
                <Line name={`Coupon ${summary.discount.code}`} value={summary.discount.amount} />
              )}
              <Line name="Shipping" value={summary.shipping} />
              <Line name={<strong>Total</strong>} value={<strong>{summary.total}</strong>} />
            </Totals>
            {step.kind === 'shipping' && (
              <Note>The shop confirms the prices when you place the order, before you pay.</Note>
            )}
          </Panel>
        </>
      )}
    </Page>
  );
}

function Line({ name, value }: { name: ReactNode; value: ReactNode }) {
  return (
    <>
      <dt>{name}</dt>
      <dd>{value}</dd>
    </>
  );
}

function ShippingPanel({
  initialShipping,
  placing = false,
  orderError,
  onPlaceOrder,
  cartPending = false,
}: CheckoutScreenProps) {
  const { values, errors, change, handleSubmit } = useValidatedForm(initialShipping, validateShipping);
  const field = (name: keyof ShippingValues, label: string, autoComplete: string) => (
    <TextField
      label={label}
      id={`ship-${name}`}
      autoComplete={autoComplete}
      value={values[name]}
      error={errors[name]}
      disabled={placing}
      onChange={(value) => change(name, value)}
    />
  );
  return (
    <Panel aria-labelledby="shipping-details">
      <h2 id="shipping-details">Shipping Details</h2>
      <Form
        onSubmit={handleSubmit((valid) =>
          onPlaceOrder({
            firstName: valid.firstName.trim(),
            lastName: valid.lastName.trim(),
            address: valid.address.trim(),
            city: valid.city.trim(),
            state: valid.state.trim(),
            zipcode: valid.zipcode.trim(),
          }),
        )}
        serverError={orderError}
      >
        <Row>
          {field('firstName', 'First Name', 'given-name')}
          {field('lastName', 'Last Name', 'family-name')}
        </Row>
        {field('address', 'Address', 'street-address')}
        {field('city', 'City', 'address-level2')}
        <Row>
          {field('state', 'State', 'address-level1')}
          {field('zipcode', 'Zip Code', 'postal-code')}
        </Row>
        <Button type="submit" loading={placing} disabled={cartPending}>
          Place Order
        </Button>
      </Form>
    </Panel>
  );
}

function PaymentPanel({
  step,
  summary,
  paying = false,
  cardError,
  testCards,
  onPay,
  cardField,
  cartPending = false,
}: CheckoutScreenProps) {
  return (
    <Panel aria-labelledby="payment-details">
      <h2 id="payment-details">Payment</h2>
      {step.kind === 'payment' && step.orderNumber && (
        <Note>
          Order #{step.orderNumber} is placed. Pay {summary.total} by card to confirm it.
        </Note>
      )}
      <CardEntry
        fieldId="card-number"
        cardField={cardField}
        error={cardError}
        testCards={testCards}
        paying={paying}
        onPay={onPay}
      >
        <Button type="submit" loading={paying} disabled={cartPending}>
          Pay {summary.total}
        </Button>
      </CardEntry>
    </Panel>
  );
}
