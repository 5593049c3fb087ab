import type { Product, ProductCategory, ProductCategoryRef } from '../../products/schemas';
import { daysFromNow } from '../clock';
import { fixedId } from '../builders';

export const productCategoryIdOf = (n: number) => fixedId('ca7e0000', n);
export const productIdOf = (n: number) => fixedId('d0d00000', n);

/** A stand-in product photo: an inline SVG (no network), a disc on a tinted square. */
export function productImage(background: string, disc: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">` +
    `<rect width="240" height="240" fill="${background}"/><circle cx="120" cy="120" r="72" fill="${disc}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const CATEGORY_NAMES = ['Hair Care', 'Styling', 'Tools'];

export function buildProductCategory(n: number, overrides: Partial<ProductCategory> = {}): ProductCategory {
  return {
    _id: productCategoryIdOf(n),
    categoryName: CATEGORY_NAMES[n - 1] ?? `Category ${n}`,
    createdAt: daysFromNow(-70 + n).toISOString(),
    enable: true,
    ...overrides,
  };
}

export const productCategories: ProductCategory[] = [1, 2, 3].map((n) => buildProductCategory(n));

const refOf = (category: ProductCategory): ProductCategoryRef => ({
  _id: category._id,
  categoryName: category.categoryName,
});

// prettier-ignore
const CATALOGUE: Array<[name: string, description: string, category: number, price: number, actual: number, rating: number, stock: number, colours: [string, string]]> = [
  ['Argan Repair Shampoo', 'A sulphate-free shampoo with argan oil that repairs dry, colour-treated hair.', 1, 1800, 2400, 5, 24, ['#ede9fe', '#5b21b6']],
  ['Hydrating Conditioner', 'Light conditioner for daily use; detangles without weighing hair down.', 1, 1650, 2200, 4, 18, ['#e0f2fe', '#0369a1']],
  ['Silk Protein Hair Mask', 'A weekly mask with silk proteins for shine and strength.', 1, 2999, 3499, 5, 6, ['#fef3c7', '#b45309']],
  ['Sea Salt Spray', 'Beach texture, matte.', 2, 1400, 1400, 4, 30, ['#ccfbf1', '#0f766e']],
  ['Matte Clay Pomade', 'Strong hold, no shine, washes out easily.', 2, 1950, 2500, 4, 0, ['#e7e5e4', '#57534e']],
  ['Flexible Hold Hairspray', 'Brushable hold that lasts all day without flaking.', 2, 1299, 1599, 3, 40, ['#fce7f3', '#be185d']],
  ['Boar Bristle Round Brush', 'A 53 mm round brush for smooth blow-dries.', 3, 3200, 4000, 5, 9, ['#fee2e2', '#b91c1c']],
  ['Ionic Travel Hair Dryer', 'Compact 1200 W ionic dryer with a folding handle and dual voltage.', 3, 8900, 11900, 4, 4, ['#dcfce7', '#15803d']],
];

export function buildProduct(n: number, overrides: Partial<Product> = {}): Product {
  const [name, description, category, price, actual, rating, stock, colours] =
    CATALOGUE[(n - 1) % CATALOGUE.length]!;
  const round = Math.floor((n - 1) / CATALOGUE.length);
  return {
    _id: productIdOf(n),
    productName: round === 0 ? name : `${name} ${round + 1}`,
    productDescription: description,
    category: refOf(productCategories[category - 1]!),
    productPrice: price,
    actualPrice: actual,
    rating,
    productImageURL: productImage(...colours),
    productImageKey: `${productIdOf(n)}.png`,
    stock,
    enable: n !== 6,
    createdAt: daysFromNow(-n).toISOString(),
    ...overrides,
  };
}

/** The eight products of Demo Salon's shop, newest first. */
export const products: Product[] = Array.from({ length: 8 }, (_, i) => buildProduct(i + 1));

/** `count` products, for the paged list (20 per page). */
export function manyProducts(count: number): Product[] {
  return Array.from({ length: count }, (_, i) => buildProduct(i + 1));
}
