import { create } from 'superstruct';
import { checkCart } from '../../orders/endpoints';
import { CartCheckBody } from '../../orders/schemas';
import type { Product } from '../../products/schemas';
import { cartCheckOf } from '../factories/cart-check';
import { products } from '../factories/products';
import { mockEndpoint, ok } from '../http';

/**
 * `POST /product/check-cart` over the product rows `shop` (Demo Salon's fixtures by default). A function
 * of the rows lets a story change the shop after the customer accepts an update (it stays as given).
 */
export function cartCheckHandlers(shop: readonly Product[] = products) {
  return [
    mockEndpoint(checkCart, async ({ request }) => {
      const body = create(await request.json(), CartCheckBody);
      return ok(cartCheckOf(body.items, shop));
    }),
  ];
}
