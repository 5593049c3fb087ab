import type { Database } from '../db/client';
import type { NewOrderItemRow, NewOrderRow, NewProductRow, ShippingAddressValue } from '../db/schema';
import type { FileStorage } from '../storage/file-storage';
import { DEMO_SALON_ID, SECOND_SALON_ID } from './demo-data';
import { productPng, type Rgb } from './png';
import { ProductSeedRepository } from './products-repository';

// Fixed ids so tests and links can name them: categories ca7e…, products d0d0…, orders 0dde….
const fixedId = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
export const productCategoryId = (n: number) => fixedId('ca7e0000', n);
export const productId = (n: number) => fixedId('d0d00000', n);
export const orderId = (n: number) => fixedId('0dde0000', n);
const clientId = (n: number) => fixedId('0e5e0000', n);

interface DemoCategory {
  n: number;
  salonId: string;
  name: string;
  enable?: boolean;
  createdAt: string;
}

interface DemoProduct {
  n: number;
  category: number;
  name: string;
  description: string;
  price: number;
  actual: number;
  rating: number;
  stock: number;
  enable?: boolean;
  colours: [Rgb, Rgb];
}

interface DemoOrder {
  n: number;
  salonId: string;
  number: number;
  customer: number;
  status: 'Pending' | 'Completed';
  items: Array<[product: number, quantity: number]>;
  ship: ShippingAddressValue;
  createdAt: string;
}

const one = DEMO_SALON_ID;
const two = SECOND_SALON_ID;

// prettier-ignore
export const demoProductCategories: DemoCategory[] = [
  { n: 1, salonId: one, name: 'Hair Care', createdAt: '2026-01-05T14:00:00Z' },
  { n: 2, salonId: one, name: 'Styling', createdAt: '2026-01-05T14:05:00Z' },
  { n: 3, salonId: one, name: 'Tools', createdAt: '2026-01-06T10:30:00Z' },
  { n: 11, salonId: two, name: 'Scalp Care', createdAt: '2026-01-08T09:00:00Z' },
  { n: 12, salonId: two, name: 'Finishing', createdAt: '2026-01-08T09:10:00Z' },
  { n: 13, salonId: two, name: 'Accessories', enable: false, createdAt: '2026-01-09T16:45:00Z' },
];

// prettier-ignore
export const demoProducts: DemoProduct[] = [
  { n: 1, category: 1, name: 'Argan Repair Shampoo', description: 'A sulphate-free shampoo with argan oil that repairs dry, colour-treated hair.', price: 1800, actual: 2400, rating: 5, stock: 24, colours: [[237, 233, 254], [91, 33, 182]] },
  { n: 2, category: 1, name: 'Hydrating Conditioner', description: 'Light conditioner for daily use; detangles without weighing hair down.', price: 1650, actual: 2200, rating: 4, stock: 18, colours: [[224, 242, 254], [3, 105, 161]] },
  { n: 3, category: 1, name: 'Silk Protein Hair Mask', description: 'A weekly mask with silk proteins for shine and strength.', price: 2999, actual: 3499, rating: 5, stock: 6, colours: [[254, 243, 199], [180, 83, 9]] },
  { n: 4, category: 2, name: 'Sea Salt Spray', description: 'Beach texture and volume with a matte finish.', price: 1400, actual: 1400, rating: 4, stock: 30, colours: [[204, 251, 241], [15, 118, 110]] },
  { n: 5, category: 2, name: 'Matte Clay Pomade', description: 'Strong hold, no shine, washes out easily.', price: 1950, actual: 2500, rating: 4, stock: 0, colours: [[231, 229, 228], [87, 83, 78]] },
  { n: 6, category: 2, name: 'Flexible Hold Hairspray', description: 'Brushable hold that lasts all day without flaking.', price: 1299, actual: 1599, rating: 3, stock: 40, enable: false, colours: [[252, 231, 243], [190, 24, 93]] },
  { n: 7, category: 3, name: 'Boar Bristle Round Brush', description: 'A 53 mm round brush for smooth blow-dries.', price: 3200, actual: 4000, rating: 5, stock: 9, colours: [[254, 226, 226], [185, 28, 28]] },
  { n: 8, category: 3, name: 'Ionic Travel Hair Dryer', description: 'Compact 1200 W ionic dryer with a folding handle and dual voltage.', price: 8900, actual: 11900, rating: 4, stock: 4, colours: [[220, 252, 231], [21, 128, 61]] },
  { n: 11, category: 11, name: 'Rosemary Scalp Serum', description: 'A leave-in serum that soothes the scalp and supports growth.', price: 2600, actual: 3200, rating: 5, stock: 12, colours: [[236, 252, 203], [77, 124, 15]] },
  { n: 12, category: 11, name: 'Clarifying Scalp Scrub', description: 'Gentle exfoliating scrub that removes product build-up.', price: 2200, actual: 2200, rating: 4, stock: 15, colours: [[255, 237, 213], [194, 65, 12]] },
  { n: 13, category: 11, name: 'Tea Tree Shampoo', description: 'Fresh tea tree shampoo for oily scalps.', price: 1500, actual: 1900, rating: 4, stock: 20, colours: [[209, 250, 229], [4, 120, 87]] },
  { n: 14, category: 12, name: 'Shine Finishing Oil', description: 'A drop of shine and frizz control for every hair type.', price: 2400, actual: 2900, rating: 5, stock: 7, colours: [[254, 249, 195], [161, 98, 7]] },
  { n: 15, category: 12, name: 'Volume Dry Shampoo', description: 'Refreshes second-day hair and adds lift at the roots.', price: 1300, actual: 1600, rating: 3, stock: 25, colours: [[243, 232, 255], [126, 34, 206]] },
  { n: 16, category: 12, name: 'Heat Protect Spray', description: 'Protects up to 230 °C when styling with hot tools.', price: 1700, actual: 2100, rating: 4, stock: 3, colours: [[255, 228, 230], [190, 18, 60]] },
  { n: 17, category: 13, name: 'Wide Tooth Comb', description: 'Seamless comb that detangles wet hair gently.', price: 800, actual: 800, rating: 4, stock: 50, colours: [[241, 245, 249], [51, 65, 85]] },
  { n: 18, category: 13, name: 'Silk Scrunchie Set', description: 'Three mulberry silk scrunchies that do not crease hair.', price: 1900, actual: 2400, rating: 5, stock: 0, colours: [[250, 232, 255], [162, 28, 175]] },
];

const address = (
  firstName: string,
  lastName: string,
  street: string,
  city: string,
  state: string,
  zipcode: string,
) => ({
  firstName,
  lastName,
  address: street,
  city,
  state,
  zipcode,
});

// prettier-ignore
export const demoOrders: DemoOrder[] = [
  { n: 1, salonId: one, number: 1001, customer: 6, status: 'Completed', items: [[1, 1], [2, 1]], ship: address('Chris', 'Walker', '415 West 23rd Street', 'New York', 'NY', '10011'), createdAt: '2026-02-20T15:12:00Z' },
  { n: 2, salonId: one, number: 1002, customer: 0x20, status: 'Completed', items: [[7, 1]], ship: address('Emily', 'Johnson', '88 Greenwich Street', 'New York', 'NY', '10006'), createdAt: '2026-03-02T11:40:00Z' },
  { n: 3, salonId: one, number: 1003, customer: 0x21, status: 'Pending', items: [[3, 2], [4, 1], [8, 1]], ship: address('Daniel', 'Kim', '201 East 31st Street', 'New York', 'NY', '10016'), createdAt: '2026-03-12T18:05:00Z' },
  { n: 4, salonId: one, number: 1004, customer: 0x22, status: 'Pending', items: [[5, 1]], ship: address('Grace', 'Miller', '9 Prospect Park West', 'Brooklyn', 'NY', '11215'), createdAt: '2026-03-15T09:30:00Z' },
  { n: 11, salonId: two, number: 1001, customer: 0x23, status: 'Completed', items: [[11, 1], [13, 2]], ship: address('Lena', 'Fischer', 'Oderberger Straße 5', 'Berlin', 'Berlin', '10435'), createdAt: '2026-02-27T13:00:00Z' },
  { n: 12, salonId: two, number: 1002, customer: 0x24, status: 'Pending', items: [[14, 1]], ship: address('Felix', 'Wagner', 'Schönhauser Allee 70', 'Berlin', 'Berlin', '10437'), createdAt: '2026-03-14T17:20:00Z' },
];

/**
 * The demo shop of both salons: categories, products with generated images (stored through `storage`)
 * and a few orders of seeded clients. Idempotent: does nothing once the first demo category exists.
 */
export async function seedProducts(db: Database, storage: FileStorage): Promise<void> {
  const repository = new ProductSeedRepository(db);
  if (await repository.categoryExists(productCategoryId(1))) return;

  const salonOfCategory = new Map(demoProductCategories.map((category) => [category.n, category.salonId]));
  const stored = new Map<number, string>();
  for (const product of demoProducts) {
    const image = productPng(240, ...product.colours);
    stored.set(product.n, (await storage.put(image, { extension: 'png' })).key);
  }

  const productRows: NewProductRow[] = demoProducts.map((product) => ({
    id: productId(product.n),
    salonId: salonOfCategory.get(product.category)!,
    categoryId: productCategoryId(product.category),
    name: product.name,
    description: product.description,
    priceCents: product.price,
    actualPriceCents: product.actual,
    rating: product.rating,
    imageKey: stored.get(product.n)!,
    stock: product.stock,
    enable: product.enable ?? true,
    // Newest first in the list follows the seed order.
    createdAt: new Date(Date.UTC(2026, 1, 1) - product.n * 60_000),
  }));
  const byNumber = new Map(demoProducts.map((product) => [product.n, product]));

  const orderRows: NewOrderRow[] = [];
  const itemRows: NewOrderItemRow[] = [];
  for (const order of demoOrders) {
    let amount = 0;
    order.items.forEach(([n, quantity], position) => {
      const product = byNumber.get(n)!;
      amount += product.price * quantity;
      itemRows.push({
        salonId: order.salonId,
        orderId: orderId(order.n),
        productId: productId(n),
        position,
        productName: product.name,
        productImageUrl: storage.urlOf(stored.get(n)!),
        priceCents: product.price,
        quantity,
      });
    });
    orderRows.push({
      id: orderId(order.n),
      salonId: order.salonId,
      number: order.number,
      customerId: clientId(order.customer),
      amountCents: amount,
      otherAmountCents: 0,
      totalAmountCents: amount,
      status: order.status,
      shippingAddress: order.ship,
      createdAt: new Date(order.createdAt),
      updatedAt: new Date(order.createdAt),
    });
  }

  try {
    await repository.insert({
      categories: demoProductCategories.map((category) => ({
        id: productCategoryId(category.n),
        salonId: category.salonId,
        name: category.name,
        enable: category.enable ?? true,
        createdAt: new Date(category.createdAt),
        updatedAt: new Date(category.createdAt),
      })),
      products: productRows,
      orders: orderRows,
      items: itemRows,
    });
  } catch (error) {
    await Promise.all([...stored.values()].map((key) => storage.delete(key)));
    throw error;
  }
}
