import type { CartLine } from '@salon/api/coupons/schemas';
import type { CouponRow, SalonRow } from '../../db/schema';
import { ConflictError } from '../../errors';
import { type CouponService, discountOf } from '../coupons';
import type { ProductReads } from '../products';
import type { FileStorage } from '../../storage/file-storage';
import type { PricedLine } from './order-rows';

export interface PricedCart {
  lines: PricedLine[];
  /** Cents: the items at today's prices, the coupon's part of it, other charges (shipping is free), total. */
  amount: number;
  discount: number;
  otherAmount: number;
  total: number;
  coupon: CouponRow | null;
}

export const PRODUCT_GONE = 'A product in your cart is no longer available. Please remove it from your cart.';

export function unavailableMessage(name: string): string {
  return `${name} is no longer available. Please remove it from your cart.`;
}

export function shortMessage(name: string, stock: number): string {
  return stock <= 0
    ? `${name} is out of stock. Please remove it from your cart.`
    : `Only ${stock} ${stock === 1 ? 'unit' : 'units'} of ${name} left in stock. Please lower the quantity.`;
}

/**
 * Prices a cart from the server's own data: today's product prices (enabled products of enabled
 * categories of the salon), the coupon's discount, and shipping (free). Whatever totals the browser
 * holds are never read.
 */
export class CartPricing {
  constructor(
    private readonly deps: {
      products: ProductReads;
      coupons: CouponService;
      storage: FileStorage;
    },
  ) {}

  /** A product's name and stock now (the message of a line the order could not take). */
  async stockOf(salon: SalonRow, productId: string): Promise<Array<{ name: string; stock: number }>> {
    const rows = await this.deps.products.findForSale(salon.id, [productId]);
    return rows.map((row) => ({ name: row.name, stock: row.stock }));
  }

  /** `checkStock`: refuse (409) lines beyond the stock now; the order's transaction checks again. */
  async price(
    salon: SalonRow,
    items: readonly CartLine[],
    options: { couponCode?: string | null; checkStock: boolean },
  ): Promise<PricedCart> {
    const quantities = new Map<string, number>();
    for (const item of items)
      quantities.set(item.productId, (quantities.get(item.productId) ?? 0) + item.quantity);
    const found = new Map(
      (await this.deps.products.findForSale(salon.id, [...quantities.keys()])).map((row) => [row.id, row]),
    );
    const lines: PricedLine[] = [];
    for (const [productId, quantity] of quantities) {
      const product = found.get(productId);
      if (!product) throw new ConflictError(PRODUCT_GONE, 'product_unavailable');
      if (!product.enable || !product.categoryEnable) {
        throw new ConflictError(unavailableMessage(product.name), 'product_unavailable');
      }
      if (options.checkStock && quantity > product.stock) {
        throw new ConflictError(shortMessage(product.name, product.stock), 'insufficient_stock');
      }
      lines.push({
        productId,
        productName: product.name,
        productImageUrl: this.deps.storage.urlOf(product.imageKey),
        priceCents: product.priceCents,
        quantity,
      });
    }
    const amount = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
    const coupon = options.couponCode?.trim()
      ? await this.deps.coupons.applicable(salon, options.couponCode)
      : null;
    const discount = coupon ? discountOf(coupon, amount) : 0;
    const otherAmount = 0;
    return { lines, amount, discount, otherAmount, total: amount - discount + otherAmount, coupon };
  }
}
