import { checkCartLines, type CartCheck, type CartCheckLine } from '../../orders/schemas';
import type { Product } from '../../products/schemas';
import { products } from './products';

/**
 * The server's answer to `POST /product/check-cart` over the product rows `shop` (Demo Salon's fixtures
 * by default): a missing or disabled product is unavailable, quantities beyond the stock are short.
 */
export function cartCheckOf(items: readonly CartCheckLine[], shop: readonly Product[] = products): CartCheck {
  return checkCartLines(items, (productId) => {
    const product = shop.find((row) => row._id === productId);
    return product?.enable ? { price: product.productPrice, stock: product.stock } : undefined;
  });
}

/** Demo Salon's shop since the cart was filled: the shampoo costs $20.00, the spray is gone, 1 mask left. */
export const changedShop: Product[] = products
  .filter((product) => product.productName !== 'Sea Salt Spray')
  .map((product) =>
    product.productName === 'Argan Repair Shampoo'
      ? { ...product, productPrice: 2000 }
      : product.productName === 'Silk Protein Hair Mask'
        ? { ...product, stock: 1 }
        : product,
  );
