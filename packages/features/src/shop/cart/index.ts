// The cart in local storage alone, for the header's cart count in the website's first load; the cart
// panel and the shop's pages load on first use through `@salon/features/shop`.
export { useCart, CART_KEY } from '../cart-store';
export type { Cart, CartItem } from '../cart-store';
