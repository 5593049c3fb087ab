import type { CouponQuote } from '@salon/api/coupons/schemas';
import { ViewCartScreen } from '@salon/ui/screens/shop/ViewCartScreen';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate, useParams } from 'react-router-dom';
import { errorMessage, useSiteMoney } from '../core';
import { useCart } from './cart-store';
import { money } from './shop-text';
import { useApplyCoupon } from './use-apply-coupon';
import { useCartCheck } from './use-cart-check';
import { useShopPayments } from './use-shop-payments';
import { cartCents, cartLineViews } from './cart-lines';

/** /salon/{salonName}/view-cart: the cart kept in local storage, with the salon coupon checked by the server. */
export function ViewCartContainer() {
  const { salonName = '' } = useParams<{ salonName: string }>();
  const closedMessage = useShopPayments(salonName);
  const format = useSiteMoney(salonName);
  const navigate = useNavigate();
  const cart = useCart(salonName);
  const apply = useApplyCoupon();
  const cartCheck = useCartCheck(salonName, cart);
  const [code, setCode] = useState(cart.couponCode ?? '');
  const [quote, setQuote] = useState<CouponQuote | null>(null);
  const [couponError, setCouponError] = useState<string | null>(null);
  const items = cart.items.map((item) => ({ productId: item._id, quantity: item.quantity }));
  const itemsKey = JSON.stringify(items);

  const check = async (value: string, quiet = false) => {
    setCouponError(null);
    if (!value.trim()) {
      setCouponError('Please enter coupon');
      return;
    }
    try {
      const result = await apply.trigger({ name: salonName, code: value, items });
      setQuote(result);
      cart.setCouponCode(result.code);
      if (!quiet) toast.success('Coupon applied successfully');
    } catch (error) {
      const message = errorMessage(error);
      setQuote(null);
      cart.setCouponCode(null);
      setCouponError(message);
      toast.error(message);
    }
  };

  // A saved coupon is checked again whenever the cart changes: the server's totals, never stale ones.
  useEffect(() => {
    if (cart.couponCode && items.length > 0) void check(cart.couponCode, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [itemsKey]);

  const subtotal = cartCents(cart.items);
  return (
    <ViewCartScreen
      closedMessage={closedMessage}
      lines={cartLineViews(cart.items, cartCheck.notices, format)}
      subtotal={money(quote?.amount ?? subtotal, format)}
      coupon={
        quote
          ? {
              code: quote.code,
              discount: `−${money(quote.discountAmount, format)}`,
              total: money(quote.totalAmount, format),
            }
          : null
      }
      couponValue={code}
      couponError={couponError}
      applyingCoupon={apply.isMutating}
      onCouponChange={setCode}
      onApplyCoupon={() => void check(code)}
      onRemoveCoupon={() => {
        setQuote(null);
        setCode('');
        cart.setCouponCode(null);
      }}
      onAcceptChanges={cartCheck.changed ? cartCheck.accept : null}
      onQuantityChange={cart.setQuantity}
      onRemove={cart.remove}
      onCheckout={() => navigate(`/salon/${salonName}/checkout`)}
      onContinueShopping={() => navigate(`/salon/${salonName}/products-list`)}
    />
  );
}
