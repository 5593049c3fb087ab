import { checkCart } from '@salon/api/orders/endpoints';
import type { CartCheck } from '@salon/api/orders/schemas';
import type { ApiError } from '@salon/api/errors';
import useSWR from 'swr';
import { useApi, useSiteMoney } from '../core';
import type { Cart } from './cart-store';
import { acceptCheck, checkedLines, lineNotice } from './cart-check';
import { shopKeys } from './keys';

/**
 * `POST /product/check-cart` while the cart is shown (`active`): the server's price, availability and
 * stock of each line. The cart matches when the answer says so for exactly these lines; `accept` writes
 * the server's prices and quantities to local storage (which asks again).
 */
export function useCartCheck(salonName: string, cart: Cart, active = true) {
  const api = useApi();
  const format = useSiteMoney(salonName);
  const items = cart.items.map((item) => ({
    productId: item._id,
    quantity: item.quantity,
    price: item.productPrice,
  }));
  const key = active && items.length > 0 ? shopKeys.cartCheck(salonName, items) : null;
  const { data, mutate } = useSWR<CartCheck, ApiError>(
    key,
    async () => (await api(checkCart, { body: { name: salonName, items } })).data,
    { keepPreviousData: false, revalidateOnFocus: true },
  );
  const lines = checkedLines(data);
  const notices = new Map(
    cart.items.flatMap((item) => {
      const notice = lineNotice(item, lines.get(item._id), format);
      return notice ? [[item._id, notice] as const] : [];
    }),
  );
  return {
    check: data,
    notices,
    /** The server has answered for these lines and something differs. */
    changed: data !== undefined && !data.matches,
    /**
     * Before an order is placed: whether the server agrees with the cart, waiting for its answer when it
     * is still on the way. A check that fails answers true: the order is priced by the server anyway.
     */
    confirm: async (): Promise<boolean> => {
      if (key === null) return true;
      try {
        const fresh = data ?? (await mutate());
        return fresh ? fresh.matches : true;
      } catch {
        return true;
      }
    },
    accept: () => data && cart.replaceItems(acceptCheck(cart.items, data)),
  };
}
