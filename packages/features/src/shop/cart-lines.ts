import type { MoneyFormat } from '@salon/api/money/format';
import type { CartLineView } from '@salon/ui/screens/shop/ViewCartScreen';
import type { CartItem } from './cart-store';
import { money } from './shop-text';

/** What a line costs at the price shown, in cents. */
export function lineCents(item: { productPrice: number; quantity: number }): number {
  return item.productPrice * item.quantity;
}

/** What the cart's items cost at the prices shown, in cents. */
export function cartCents(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + lineCents(item), 0);
}

/** The cart's lines as the cart panel and the View Cart page show them, each with its check's notice. */
export function cartLineViews(
  items: readonly CartItem[],
  notices: ReadonlyMap<string, string>,
  format: MoneyFormat,
): CartLineView[] {
  return items.map((item) => ({
    id: item._id,
    name: item.productName,
    imageUrl: item.productImageURL,
    price: money(item.productPrice, format),
    quantity: item.quantity,
    stock: item.stock,
    lineTotal: money(lineCents(item), format),
    notice: notices.get(item._id) ?? null,
  }));
}
