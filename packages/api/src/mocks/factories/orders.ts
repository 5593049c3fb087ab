import type { Order, OrderItem, OrderStatus } from '../../orders/schemas';
import { daysFromNow } from '../clock';
import { productImage } from './products';
import { fixedId } from '../builders';

export const orderIdOf = (n: number) => fixedId('0dde0000', n);
const clientIdOf = (n: number) => fixedId('0e5e0000', n);

const ITEMS: OrderItem[] = [
  {
    productName: 'Argan Repair Shampoo',
    productImageURL: productImage('#ede9fe', '#5b21b6'),
    productPrice: 1800,
    quantity: 1,
  },
  {
    productName: 'Hydrating Conditioner',
    productImageURL: productImage('#e0f2fe', '#0369a1'),
    productPrice: 1650,
    quantity: 2,
  },
  {
    productName: 'Boar Bristle Round Brush',
    productImageURL: productImage('#fee2e2', '#b91c1c'),
    productPrice: 3200,
    quantity: 1,
  },
  {
    productName: 'Ionic Travel Hair Dryer',
    productImageURL: productImage('#dcfce7', '#15803d'),
    productPrice: 8900,
    quantity: 1,
  },
];

// prettier-ignore
const CUSTOMERS: Array<[first: string, last: string, phone: string, client: number]> = [
  ['Chris', 'Walker', '2125550106', 6],
  ['Emily', 'Johnson', '2125550132', 0x20],
  ['Daniel', 'Kim', '2125550133', 0x21],
  ['Grace', 'Miller', '2125550134', 0x22],
];

export function buildOrder(n: number, overrides: Partial<Order> = {}): Order {
  const [first, last, phone, client] = CUSTOMERS[(n - 1) % CUSTOMERS.length]!;
  const items = [ITEMS[(n - 1) % ITEMS.length]!, ...(n % 2 === 0 ? [ITEMS[n % ITEMS.length]!] : [])];
  const amount = items.reduce((sum, item) => sum + item.productPrice * item.quantity, 0);
  const status: OrderStatus = n % 3 === 0 ? 'Completed' : 'Pending';
  return {
    _id: orderIdOf(n),
    orderId: 1000 + n,
    amount,
    otherAmount: 0,
    discount: 0,
    couponCode: null,
    totalAmount: amount,
    currency: 'USD',
    paymentStatus: 'paid',
    orderBy: { _id: clientIdOf(client), name: `${first} ${last}`, phone },
    orderStatus: status,
    items,
    shippingAddress: {
      firstName: first,
      lastName: last,
      address: '415 West 23rd Street',
      city: 'New York',
      state: 'NY',
      zipcode: '10011',
    },
    createdAt: daysFromNow(-n, 3).toISOString(),
    ...overrides,
  };
}

/** Demo Salon's orders, newest first. */
export const orders: Order[] = [1, 2, 3, 4, 5].map((n) => buildOrder(n));

/** `count` orders, for the paged table (16 per page). */
export function manyOrders(count: number): Order[] {
  return Array.from({ length: count }, (_, i) => buildOrder(i + 1));
}

/** The demo client's (Chris Walker's) own orders, newest first: what order history shows. */
export function customerOrders(count = 4): Order[] {
  return Array.from({ length: count }, (_, i) => buildOrder(1 + i * 4));
}
