import { ErrorText } from '@salon/ui/primitives/ErrorText';
import { Skeleton } from '@salon/ui/primitives/Skeleton';
import { VisuallyHidden } from '@salon/ui/primitives/VisuallyHidden';
import { Lines } from '../OrderLines.styles';
import { Item, Meta, Page, Panel, Panels, Totals } from './OrderSummaryScreen.styles';

/** An order as its summary shows it; texts already formatted (the server's amounts). */
export interface OrderSummaryView {
  /** 'Order #1007'. */
  number: string;
  date: string;
  status: 'Pending' | 'Completed';
  payment: string;
  items: Array<{ name: string; imageUrl: string | null; quantity: number; price: string; total: string }>;
  amount: string;
  /** e.g. { code: 'WELCOME10', amount: '−$5.00' }; null without a coupon. */
  discount: { code: string; amount: string } | null;
  shipping: string;
  total: string;
  shipTo: { name: string; address: string; city: string; state: string; zipcode: string };
  /** The phone masked except its last 4 digits (spec 2 §9). */
  phone: string | null;
}

export type OrderSummaryState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; order: OrderSummaryView };

export interface OrderSummaryScreenProps {
  state: OrderSummaryState;
}

/** /salon/{salonName}/order-summary/{orderId}: one of the customer's orders (spec 2 §2). */
export function OrderSummaryScreen({ state }: OrderSummaryScreenProps) {
  if (state.status === 'loading') {
    return (
      <Page aria-busy="true">
        <VisuallyHidden role="status">Loading the order</VisuallyHidden>
        <Skeleton shape="text" lines={8} />
      </Page>
    );
  }
  if (state.status === 'error') {
    return (
      <Page>
        <h1>Order Summary</h1>
        <ErrorText role="alert">{state.message}</ErrorText>
      </Page>
    );
  }
  const { order } = state;
  return (
    <Page>
      <h1>Order Summary</h1>
      <Meta>
        {order.number} · {order.date} · {order.status} · {order.payment}
      </Meta>
      <Panel aria-labelledby="order-items">
        <h2 id="order-items">Items</h2>
        <Lines>
          {order.items.map((item, index) => (
            <Item key={index}>
              {item.imageUrl ? <img src={item.imageUrl} alt="" /> : <span aria-hidden="true" />}
              <div>
                <div>{item.name}</div>
                <span>
                  {item.quantity} × {item.price}
                </span>
              </div>
              <strong>{item.total}</strong>
            </Item>
          ))}
        </Lines>
      </Panel>
      <Panels>
        <Panel aria-labelledby="order-totals">
          <h2 id="order-totals">Payment</h2>
          <Totals>
            <dt>Items</dt>
            <dd>{order.amount}</dd>
            {order.discount && (
              <>
                <dt>Coupon {order.discount.code}</dt>
                <dd>{order.discount.amount}</dd>
              </>
            )}
            <dt>Shipping</dt>
            <dd>{order.shipping}</dd>
            <dt>Total</dt>
            <dd>{order.total}</dd>
          </Totals>
        </Panel>
        <Panel aria-labelledby="order-ship">
          <h2 id="order-ship">Shipping Details</h2>
          <address>
            {order.shipTo.name}
            <br />
            {order.shipTo.address}
            <br />
            {/* Orders placed before checkout asked for the city have none. */}
            {[order.shipTo.city, order.shipTo.state].filter(Boolean).join(', ')} {order.shipTo.zipcode}
            {order.phone && (
              <>
                <br />
                {order.phone}
              </>
            )}
          </address>
        </Panel>
      </Panels>
    </Page>
  );
}
