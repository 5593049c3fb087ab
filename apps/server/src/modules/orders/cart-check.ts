import { checkCartLines, type CartCheck, type CartCheckBody } from '@salon/api/orders/schemas';
import type { ProductReads } from '../products';
import type { SalonService } from '../salons';

/**
 * The cart as the server sees it when the browser shows it: today's price, whether the salon still sells
 * each product (enabled, of an enabled category, its own) and the stock. Nothing is reserved or changed.
 */
export class CartChecker {
  constructor(private readonly deps: { salons: SalonService; products: ProductReads }) {}

  async check(body: CartCheckBody): Promise<CartCheck> {
    const salon = await this.deps.salons.publicSalon(body.name);
    const ids = [...new Set(body.items.map((item) => item.productId))];
    // Only this salon's rows are found: another salon's product reads as unavailable.
    const found = new Map((await this.deps.products.findForSale(salon.id, ids)).map((row) => [row.id, row]));
    return checkCartLines(body.items, (productId) => {
      const product = found.get(productId);
      return product && product.enable && product.categoryEnable
        ? { price: product.priceCents, stock: product.stock }
        : undefined;
    });
  }
}
