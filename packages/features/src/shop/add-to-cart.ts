import type { WebsiteProduct } from '@salon/api/products/schemas';
import toast from 'react-hot-toast';
import type { CartItem, useCart } from './cart-store';

export const OUT_OF_STOCK = 'Item is currently Out of Stock, please check-in later. ';
export const ADDED_TO_CART = 'Item Added to Cart';

/** A shop product as the cart keeps it: what the shop showed when it was added. */
export function cartProduct(product: WebsiteProduct): Omit<CartItem, 'quantity'> {
  return {
    _id: product._id,
    productName: product.productName,
    productImageURL: product.productImageURL,
    productPrice: product.productPrice,
    actualPrice: product.actualPrice,
    stock: product.stock,
  };
}

/** 'Add to Cart' of the shop and the product page: refused with a toast when out of stock. */
export function addProductToCart(
  cart: ReturnType<typeof useCart>,
  product: WebsiteProduct,
  quantity = 1,
): boolean {
  if (product.stock <= 0) {
    toast.error(OUT_OF_STOCK);
    return false;
  }
  cart.add(cartProduct(product), quantity);
  toast.success(ADDED_TO_CART);
  return true;
}
