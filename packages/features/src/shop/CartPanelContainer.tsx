import { useSiteMoney } from '../core';
import { CartPanel } from '@salon/ui/screens/shop/CartPanel';
import { useNavigate, useParams } from 'react-router-dom';
import { cartCents, cartLineViews } from './cart-lines';
import { useCart } from './cart-store';
import { money } from './shop-text';
import { useCartCheck } from './use-cart-check';

export interface CartPanelContainerProps {
  open: boolean;
  onClose: () => void;
}

/** The header's cart panel on a salon site: the cart in local storage, with View Cart and Checkout. */
export function CartPanelContainer({ open, onClose }: CartPanelContainerProps) {
  const { salonName = '' } = useParams<{ salonName: string }>();
  const format = useSiteMoney(salonName);
  const navigate = useNavigate();
  const cart = useCart(salonName);
  // Checked against the server whenever the panel opens and while it shows.
  const check = useCartCheck(salonName, cart, open);
  const go = (path: string) => {
    onClose();
    navigate(`/salon/${salonName}/${path}`);
  };
  return (
    <CartPanel
      open={open}
      onClose={onClose}
      lines={cartLineViews(cart.items, check.notices, format)}
      subtotal={money(cartCents(cart.items), format)}
      onRemove={cart.remove}
      onAcceptChanges={check.changed ? check.accept : null}
      onViewCart={() => go('view-cart')}
      onCheckout={() => go('checkout')}
    />
  );
}
