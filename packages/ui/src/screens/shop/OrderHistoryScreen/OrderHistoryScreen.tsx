import { PagedCards, type PagedItemsState } from '@salon/ui/patterns/PagedCards';
import { Button } from '@salon/ui/primitives/Button';
import { Skeleton } from '@salon/ui/primitives/Skeleton';
import { VisuallyHidden } from '@salon/ui/primitives/VisuallyHidden';
import { Card, List, Page, Side, Status, Total } from './OrderHistoryScreen.styles';

/** One of the customer's orders as the history shows it; texts already formatted. */
export interface OrderHistoryItem {
  id: string;
  /** 'Order #1001'. */
  number: string;
  /** 'Mar 14, 2026'. */
  date: string;
  /** '3 items'. */
  itemCount: string;
  /** '$45.00'. */
  total: string;
  status: 'Pending' | 'Completed';
  /** 'Paid', or where an unfinished payment stands. */
  payment: string;
}

export type OrderHistoryState = PagedItemsState<'orders', OrderHistoryItem>;

export interface OrderHistoryScreenProps {
  state: OrderHistoryState;
  onPageChange: (page: number) => void;
  onOpen: (id: string) => void;
}

/** /salon/{salonName}/order-history: the signed-in customer's orders, 3 per page (spec 2 §2, §9). */
export function OrderHistoryScreen({ state, onPageChange, onOpen }: OrderHistoryScreenProps) {
  return (
    <Page>
      <h1>Order History</h1>
      <PagedCards
        state={state}
        items={state.status === 'ready' ? state.orders : []}
        list={List}
        label="Orders"
        loadingLabel="Loading orders"
        skeleton={
          <Card as="div" aria-hidden="true">
            <Skeleton shape="text" lines={2} />
          </Card>
        }
        skeletonCount={3}
        emptySubtitle="We could not find any order data."
        onPageChange={onPageChange}
        renderItem={(order) => (
          <Card key={order.id}>
            <div>
              <h2>{order.number}</h2>
              <p>
                {order.date} · {order.itemCount} · {order.payment}
              </p>
            </div>
            <Side>
              <Status $done={order.status === 'Completed'}>{order.status}</Status>
              <Total>{order.total}</Total>
              <Button size="sm" variant="secondary" onClick={() => onOpen(order.id)}>
                View Order<VisuallyHidden> {order.number}</VisuallyHidden>
              </Button>
            </Side>
          </Card>
        )}
      />
    </Page>
  );
}
