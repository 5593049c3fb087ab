import { EmptyState } from '@salon/ui/patterns/EmptyState';
import { Button } from '@salon/ui/primitives/Button';
import { IconButton } from '@salon/ui/primitives/IconButton';
import { Modal } from '@salon/ui/primitives/Modal';
import { CartChangedNotice, LineNotice } from '../CartChangedNotice';
import type { CartLineView } from '../ViewCartScreen';
import { Lines } from '../OrderLines.styles';
import { Footer, Line, NoticeSlot, Subtotal } from './CartPanel.styles';

export interface CartPanelProps {
  open: boolean;
  onClose: () => void;
  lines: CartLineView[];
  /** e.g. '$50.00'. */
  subtotal: string;
  onRemove: (id: string) => void;
  /** The server's check found changes: the notice and its Update Cart button. */
  onAcceptChanges?: (() => void) | null;
  onViewCart: () => void;
  onCheckout: () => void;
}

/** The header's cart panel (spec 2 §2): the cart's lines, its subtotal, View Cart and Checkout. */
export function CartPanel({
  open,
  onClose,
  lines,
  subtotal,
  onRemove,
  onAcceptChanges,
  onViewCart,
  onCheckout,
}: CartPanelProps) {
  const empty = lines.length === 0;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Shopping Cart"
      footer={
        empty ? undefined : (
          <Footer>
            <Button variant="secondary" onClick={onViewCart}>
              View Cart
            </Button>
            <Button onClick={onCheckout}>Checkout</Button>
          </Footer>
        )
      }
    >
      {empty ? (
        <EmptyState title="Your cart is empty" subtitle="Add products from the shop to see them here." />
      ) : (
        <>
          {onAcceptChanges && (
            <NoticeSlot>
              <CartChangedNotice onAccept={onAcceptChanges} />
            </NoticeSlot>
          )}
          <Lines aria-label="Cart items">
            {lines.map((line) => (
              <Line key={line.id}>
                <img src={line.imageUrl} alt="" />
                <div>
                  <p>{line.name}</p>
                  <span>
                    {line.quantity} × {line.price}
                  </span>
                  {line.notice && <LineNotice>{line.notice}</LineNotice>}
                </div>
                <IconButton
                  icon="trash"
                  variant="danger"
                  label={`Remove ${line.name}`}
                  onClick={() => onRemove(line.id)}
                />
              </Line>
            ))}
          </Lines>
          <Subtotal>
            <span>Subtotal</span>
            <span>{subtotal}</span>
          </Subtotal>
        </>
      )}
    </Modal>
  );
}
