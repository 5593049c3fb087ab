import { TextField } from '@salon/ui/forms/TextField';
import { EmptyState } from '@salon/ui/patterns/EmptyState';
import { Button } from '@salon/ui/primitives/Button';
import { IconButton } from '@salon/ui/primitives/IconButton';
import { CartChangedNotice, LineNotice } from '../CartChangedNotice';
import { Lines } from '../OrderLines.styles';
import { ClosedNotice, Note, Totals } from '../ShopPanels.styles';
import { CouponRow, Line, Page, Stepper, Summary } from './ViewCartScreen.styles';

/** A cart line as the cart shows it; prices already formatted. */
export interface CartLineView {
  id: string;
  name: string;
  imageUrl: string;
  price: string;
  quantity: number;
  stock: number;
  lineTotal: string;
  /** What changed since the line was added ('Price changed from $18.00 to $20.00', 'Only 1 left'). */
  notice?: string | null;
}

/** What the server said a coupon takes off these items (its totals, not the browser's). */
export interface AppliedCouponView {
  code: string;
  discount: string;
  total: string;
}

export interface ViewCartScreenProps {
  lines: CartLineView[];
  subtotal: string;
  coupon: AppliedCouponView | null;
  couponValue: string;
  /** The server's message (or 'Please enter coupon') under the field. */
  couponError?: string | null;
  applyingCoupon?: boolean;
  onCouponChange: (value: string) => void;
  onApplyCoupon: () => void;
  onRemoveCoupon: () => void;
  /** The server's check found changes: the notice and its Update Cart button. */
  onAcceptChanges?: (() => void) | null;
  onQuantityChange: (id: string, quantity: number) => void;
  onRemove: (id: string) => void;
  onCheckout: () => void;
  onContinueShopping: () => void;
  /** The shop cannot take card payments now (its payouts are not set up): why, in place of the checkout. */
  closedMessage?: string | null;
}

/** /salon/{salonName}/view-cart: the cart with quantities and a salon coupon (spec 2 §2, §4, §5). */
export function ViewCartScreen({
  lines,
  subtotal,
  coupon,
  couponValue,
  couponError,
  applyingCoupon = false,
  onCouponChange,
  onApplyCoupon,
  onRemoveCoupon,
  onAcceptChanges,
  onQuantityChange,
  onRemove,
  onCheckout,
  onContinueShopping,
  closedMessage = null,
}: ViewCartScreenProps) {
  if (lines.length === 0) {
    return (
      <Page>
        <h1>Cart</h1>
        <EmptyState
          title="Your cart is empty"
          subtitle="Add products from the shop to see them here."
          action={<Button onClick={onContinueShopping}>Continue Shopping</Button>}
        />
      </Page>
    );
  }
  return (
    <Page>
      <h1>Cart</h1>
      {onAcceptChanges && <CartChangedNotice onAccept={onAcceptChanges} />}
      <Lines aria-label="Cart items">
        {lines.map((line) => (
          <Line key={line.id}>
            <img src={line.imageUrl} alt="" />
            <div>
              <h2>{line.name}</h2>
              <Note>{line.price} each</Note>
              {line.notice && <LineNotice>{line.notice}</LineNotice>}
              <Stepper role="group" aria-label={`Quantity of ${line.name}`}>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label="Decrease quantity"
                  disabled={line.quantity <= 1}
                  onClick={() => onQuantityChange(line.id, line.quantity - 1)}
                >
                  −
                </Button>
                <output aria-live="polite">{line.quantity}</output>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label="Increase quantity"
                  disabled={line.quantity >= line.stock}
                  onClick={() => onQuantityChange(line.id, line.quantity + 1)}
                >
                  +
                </Button>
              </Stepper>
            </div>
            <div>
              <strong>{line.lineTotal}</strong>
              <IconButton
                icon="trash"
                variant="danger"
                label={`Remove ${line.name}`}
                onClick={() => onRemove(line.id)}
              />
            </div>
          </Line>
        ))}
      </Lines>
      <Summary aria-labelledby="cart-summary">
        <h2 id="cart-summary">Order Summary</h2>
        <CouponRow>
          <TextField
            label="Coupon Code"
            id="cart-coupon"
            autoComplete="off"
            value={couponValue}
            error={couponError ?? undefined}
            disabled={applyingCoupon}
            onChange={(value) => onCouponChange(value.toUpperCase())}
          />
          <Button variant="secondary" loading={applyingCoupon} onClick={onApplyCoupon}>
            Apply
          </Button>
        </CouponRow>
        <Totals>
          <dt>Items</dt>
          <dd>{subtotal}</dd>
          {coupon && (
            <>
              <dt>
                Coupon {coupon.code}{' '}
                <Button size="sm" variant="ghost" onClick={onRemoveCoupon}>
                  Remove
                </Button>
              </dt>
              <dd>{coupon.discount}</dd>
            </>
          )}
          <dt>Shipping</dt>
          <dd>Free</dd>
          <dt>
            <strong>Total</strong>
          </dt>
          <dd>
            <strong>{coupon ? coupon.total : subtotal}</strong>
          </dd>
        </Totals>
        <Note>The final price is confirmed at checkout, from the shop&apos;s current prices.</Note>
        {closedMessage ? (
          <ClosedNotice role="status">{closedMessage}</ClosedNotice>
        ) : (
          <Button onClick={onCheckout}>Proceed to Checkout</Button>
        )}
      </Summary>
    </Page>
  );
}
