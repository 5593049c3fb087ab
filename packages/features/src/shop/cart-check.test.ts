import { cartCheckOf, changedShop } from '@salon/api/mocks/factories/cart-check';
import { products } from '@salon/api/mocks/factories/products';
import { describe, expect, it } from 'vitest';
import { cartProduct } from './add-to-cart';
import { acceptCheck, checkedLines, lineNotice } from './cart-check';
import type { CartItem } from './cart-store';

const item = (index: number, quantity: number): CartItem => ({ ...cartProduct(products[index]!), quantity });

// Shampoo ×2 ($18.00, now $20.00), spray ×1 (gone), mask ×3 (1 left), conditioner ×1 (unchanged).
const cart = [item(0, 2), item(3, 1), item(2, 3), item(1, 1)];
const wire = cart.map((line) => ({ productId: line._id, quantity: line.quantity, price: line.productPrice }));

const USD = { currency: 'USD', locale: 'en-US' };

describe('the cart checked against the server', () => {
  it('says per line what changed', () => {
    const lines = checkedLines(cartCheckOf(wire, changedShop));
    expect(cart.map((line) => lineNotice(line, lines.get(line._id), USD))).toEqual([
      'Price changed from $18.00 to $20.00',
      'This product is no longer available',
      'Only 1 left',
      null,
    ]);
  });

  it('takes the server’s prices and stock, cuts quantities and drops lines no longer sold', () => {
    const accepted = acceptCheck(cart, cartCheckOf(wire, changedShop));
    expect(accepted.map((line) => [line.productName, line.productPrice, line.quantity, line.stock])).toEqual([
      ['Argan Repair Shampoo', 2000, 2, 24],
      ['Silk Protein Hair Mask', 2999, 1, 1],
      ['Hydrating Conditioner', 1650, 1, 18],
    ]);
    const again = accepted.map((line) => ({
      productId: line._id,
      quantity: line.quantity,
      price: line.productPrice,
    }));
    expect(cartCheckOf(again, changedShop).matches).toBe(true);
  });

  it('drops a line whose product is out of stock', () => {
    const pomade = item(4, 1);
    const check = cartCheckOf([{ productId: pomade._id, quantity: 1, price: pomade.productPrice }]);
    expect(lineNotice(pomade, checkedLines(check).get(pomade._id), USD)).toBe('Out of stock');
    expect(acceptCheck([pomade], check)).toEqual([]);
  });
});
