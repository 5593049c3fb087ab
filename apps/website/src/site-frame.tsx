import { useCustomer } from '@salon/features/customer-accounts/session';
import { useCart } from '@salon/features/shop/cart';
import { SiteFrameContainer } from '@salon/features/site/frame';
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router-dom';

// The login modal (with its account and password modals) and the cart panel load when first opened,
// so a page's first load carries only the header's customer name and cart count.
const SiteLoginModalContainer = lazy(() =>
  import('@salon/features/customer-accounts').then((area) => ({ default: area.SiteLoginModalContainer })),
);
const CartPanelContainer = lazy(() =>
  import('@salon/features/shop').then((area) => ({ default: area.CartPanelContainer })),
);

/** The site frame with the customer's session, the login modal and the cart panel plugged in. */
export function SiteFrame() {
  const { salonName = '' } = useParams<{ salonName: string }>();
  const { customer, signOut } = useCustomer(salonName);
  const cart = useCart(salonName);
  const [loginOpen, setLoginOpen] = useState(false);
  const [cartOpen, setCartOpen] = useState(false);
  // Mounted from the first opening on, so closing keeps the modals' own closing behaviour.
  const [loginUsed, setLoginUsed] = useState(false);
  const [cartUsed, setCartUsed] = useState(false);
  return (
    <SiteFrameContainer
      customerName={customer?.name ?? null}
      onLogout={() => void signOut()}
      onLoginClick={() => {
        setLoginUsed(true);
        setLoginOpen(true);
      }}
      cartCount={cart.items.reduce((sum, item) => sum + item.quantity, 0)}
      onCartClick={() => {
        setCartUsed(true);
        setCartOpen(true);
      }}
      overlays={
        <Suspense fallback={null}>
          {loginUsed && (
            <SiteLoginModalContainer
              open={loginOpen}
              onClose={() => setLoginOpen(false)}
              salonName={salonName}
            />
          )}
          {cartUsed && <CartPanelContainer open={cartOpen} onClose={() => setCartOpen(false)} />}
        </Suspense>
      }
    />
  );
}
