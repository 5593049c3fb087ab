import { products } from '@salon/api/mocks/factories/products';
import { CART_KEY, type CartItem } from '@salon/features/shop';
import type { Role } from '@salon/api/shared/schemas';

/** A website story's viewer: a signed-in customer (`user`) or, without a role, a visitor. */
export type Args = { role?: Role };

/** Two shampoos and a spray in Demo Salon's cart (the product fixtures' prices and stock). */
export const DEMO_CART: CartItem[] = [products[0]!, products[3]!].map((product, index) => ({
  _id: product._id,
  productName: product.productName,
  productImageURL: product.productImageURL,
  productPrice: product.productPrice,
  actualPrice: product.actualPrice,
  stock: product.stock,
  quantity: index === 0 ? 2 : 1,
}));

/** DEMO_CART plus three hair masks: against `changedShop` every kind of change shows. */
export const CHANGED_CART: CartItem[] = [
  ...DEMO_CART,
  {
    _id: products[2]!._id,
    productName: products[2]!.productName,
    productImageURL: products[2]!.productImageURL,
    productPrice: products[2]!.productPrice,
    actualPrice: products[2]!.actualPrice,
    stock: products[2]!.stock,
    quantity: 3,
  },
];

/** A story loader: the cart kept in local storage before the story renders. */
export function withCart(items: CartItem[], couponCode: string | null = null) {
  return () => {
    localStorage.setItem(CART_KEY, JSON.stringify({ salon: 'demo-salon', items, couponCode }));
    return {};
  };
}
