import { Button } from '@salon/ui/primitives/Button';
import { Modal } from '@salon/ui/primitives/Modal';
import { Item, Items, OrderNumber, Totals } from './OrderSummaryModal.styles';

/** An order as the summary shows it; amounts already formatted. */
export interface OrderSummaryView {
  orderNumber: number;
  items: Array<{ name: string; imageUrl: string | null; price: string; quantity: number }>;
  amount: string;
  otherAmount: string;
  totalAmount: string;
}

export interface OrderSummaryModalProps {
  open: boolean;
  order: OrderSummaryView | null;
  onClose: () => void;
}

/** 'Product Summary' of one order: its items and amounts. */
export function OrderSummaryModal({ open, order, onClose }: OrderSummaryModalProps) {
  return (
    <Modal
      open={open && order !== null}
      onClose={onClose}
      title="Product Summary"
      footer={<Button onClick={onClose}>Close</Button>}
    >
      {order && (
        <>
          <OrderNumber>Order #{order.orderNumber}</OrderNumber>
          <Items aria-label="Items">
            {order.items.map((item, index) => (
              <Item key={`${item.name}-${index}`}>
                {item.imageUrl ? <img src={item.imageUrl} alt="" /> : <span aria-hidden="true" />}
                <div>
                  <strong>{item.name}</strong>
                  <span>
                    {item.price} × {item.quantity}
                  </span>
                </div>
              </Item>
            ))}
          </Items>
          <Totals>
            <dt>Amount</dt>
            <dd>{order.amount}</dd>
            <dt>Other Amount</dt>
            <dd>{order.otherAmount}</dd>
            <dt>Total Amount</dt>
            <dd>{order.totalAmount}</dd>
          </Totals>
        </>
      )}
    </Modal>
  );
}
