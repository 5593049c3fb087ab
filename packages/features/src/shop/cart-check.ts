import type { MoneyFormat } from '@salon/api/money/format';
import type { CartCheck, CheckedCartLine } from '@salon/api/orders/schemas';
import type { CartItem } from './cart-store';
import { money } from './shop-text';

/** What changed for one cart line since it was added, as the customer reads it; null when nothing did. */
export function lineNotice(
  item: CartItem,
  line: CheckedCartLine | undefined,
  format: MoneyFormat,
): string | null {
  if (!line) return null;
  if (!line.available) return 'This product is no longer available';
  const notices: string[] = [];
  if (line.priceChanged)
    notices.push(`Price changed from ${money(item.productPrice, format)} to ${money(line.price, format)}`);
  if (line.short) notices.push(line.stock === 0 ? 'Out of stock' : `Only ${line.stock} left`);
  return notices.length > 0 ? notices.join('. ') : null;
}

/** The server's line for each cart item, by product id. */
export function checkedLines(check: CartCheck | undefined): Map<string, CheckedCartLine> {
  return new Map((check?.lines ?? []).map((line) => [line.productId, line]));
}

/**
 * The cart once the customer accepts the server's answer: today's prices and stock, quantities cut to
 * the stock, and lines no longer sold (or out of stock) removed.
 */
export function acceptCheck(items: readonly CartItem[], check: CartCheck): CartItem[] {
  const lines = checkedLines(check);
  return items.flatMap((item) => {
    const line = lines.get(item._id);
    if (!line) return [item];
    if (!line.available || line.stock === 0) return [];
    return [
      { ...item, productPrice: line.price, stock: line.stock, quantity: Math.min(item.quantity, line.stock) },
    ];
  });
}
