import { useCallback, useSyncExternalStore } from 'react';

/** A cart line: the product as the shop showed it, plus the quantity (spec 2 §3 "Cart item"). */
export interface CartItem {
  _id: string;
  productName: string;
  productImageURL: string;
  /** Cents, as shown when added; the server prices the order from its own data. */
  productPrice: number;
  actualPrice: number;
  stock: number;
  quantity: number;
}

interface StoredCart {
  /** The salon site the cart belongs to: another salon's site starts with an empty cart. */
  salon: string;
  items: CartItem[];
  couponCode: string | null;
}

/** The spec's local storage keys (spec 2 §9): the cart, and the checkout in progress. */
export const CART_KEY = 'cart';
export const CHECKOUT_KEY = 'checkout';
const CHANGED = 'salon-cart-changed';

const EMPTY: StoredCart = { salon: '', items: [], couponCode: null };
let cachedText: string | null = null;
let cachedCart: StoredCart = EMPTY;

function read(): StoredCart {
  const text = typeof localStorage === 'undefined' ? null : localStorage.getItem(CART_KEY);
  if (text === cachedText) return cachedCart;
  cachedText = text;
  try {
    const parsed = text ? (JSON.parse(text) as StoredCart) : EMPTY;
    cachedCart = parsed && Array.isArray(parsed.items) ? parsed : EMPTY;
  } catch {
    cachedCart = EMPTY;
  }
  return cachedCart;
}

function write(cart: StoredCart): void {
  localStorage.setItem(CART_KEY, JSON.stringify(cart));
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

/** Remembers (under the spec's `checkout` key) the order this cart's checkout placed. */
export function rememberCheckout(orderId: string): void {
  localStorage.setItem(CHECKOUT_KEY, JSON.stringify({ orderId }));
}

/** The order the cart's checkout placed, if any: once it is paid, the cart is cleared. */
export function checkoutOrderId(): string | null {
  try {
    const value = JSON.parse(localStorage.getItem(CHECKOUT_KEY) ?? 'null') as { orderId?: unknown } | null;
    return typeof value?.orderId === 'string' ? value.orderId : null;
  } catch {
    return null;
  }
}

/** Quantity rules of spec 2 §4: at least 1, at most the stock. */
export function clampQuantity(quantity: number, stock: number): number {
  return Math.max(1, Math.min(Math.floor(quantity), Math.max(stock, 1)));
}

/** The cart of salon site `salonName`, kept in local storage and shared by every tab. */
export function useCart(salonName: string) {
  const stored = useSyncExternalStore(subscribe, read, () => EMPTY);
  const cart = stored.salon === salonName ? stored : { ...EMPTY, salon: salonName };
  const save = useCallback(
    (change: (current: StoredCart) => StoredCart) => {
      const current = read();
      write(change(current.salon === salonName ? current : { ...EMPTY, salon: salonName }));
    },
    [salonName],
  );
  return {
    items: cart.items,
    couponCode: cart.couponCode,
    add: (item: Omit<CartItem, 'quantity'>, quantity = 1) =>
      save((current) => {
        const existing = current.items.find((line) => line._id === item._id);
        const items = existing
          ? current.items.map((line) =>
              line._id === item._id
                ? { ...line, ...item, quantity: clampQuantity(line.quantity + quantity, item.stock) }
                : line,
            )
          : [...current.items, { ...item, quantity: clampQuantity(quantity, item.stock) }];
        return { ...current, items };
      }),
    setQuantity: (id: string, quantity: number) =>
      save((current) => ({
        ...current,
        items: current.items.map((line) =>
          line._id === id ? { ...line, quantity: clampQuantity(quantity, line.stock) } : line,
        ),
      })),
    remove: (id: string) =>
      save((current) => ({ ...current, items: current.items.filter((line) => line._id !== id) })),
    /** The lines as the server's check says they are now (the customer accepted the update). */
    replaceItems: (items: CartItem[]) => save((current) => ({ ...current, items })),
    setCouponCode: (code: string | null) => save((current) => ({ ...current, couponCode: code })),
    /** After a paid order: the cart, the checkout and the coupon are cleared (spec 2 §4). */
    clear: () => {
      save(() => ({ ...EMPTY, salon: salonName }));
      localStorage.removeItem(CHECKOUT_KEY);
    },
  };
}

export type Cart = ReturnType<typeof useCart>;
