import type { Product, WebsiteProduct } from '@salon/api/products/schemas';
import type { FileStorage } from '../../storage/file-storage';
import type { ProductWithCategory } from './repository';

/* The one mapping of a product row to the contract, for the dashboard and for the salon's website. */

/** A product as the dashboard shows it: prices in cents, the image's URL and storage key, the switch. */
export function productOf(row: ProductWithCategory, storage: FileStorage): Product {
  return {
    _id: row.id,
    productName: row.name,
    productDescription: row.description,
    category: { _id: row.categoryId, categoryName: row.categoryName },
    productPrice: row.priceCents,
    actualPrice: row.actualPriceCents,
    rating: row.rating,
    productImageURL: storage.urlOf(row.imageKey),
    productImageKey: row.imageKey,
    stock: row.stock,
    enable: row.enable,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A product as a salon's website shows it: the dashboard's without the storage key and the switch. */
export function websiteProductOf(row: ProductWithCategory, storage: FileStorage): WebsiteProduct {
  const { productImageKey: _key, enable: _enable, ...rest } = productOf(row, storage);
  return rest;
}
