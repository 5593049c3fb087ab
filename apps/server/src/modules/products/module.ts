import type { Database } from '../../db/client';
import type { FileStorage } from '../../storage/file-storage';
import type { ImageVariants } from '../../storage/image-variants';
import { ProductRepository } from './repository';
import { ProductService } from './service';

/** What the shop and the website read of a salon's products. */
export type ProductReads = Pick<
  ProductRepository,
  | 'findForSale'
  | 'findPublic'
  | 'listForWebsite'
  | 'websitePriceRange'
  | 'listWebsiteCategories'
  | 'imageKeys'
>;
/** A product's stock, moved in the caller's transaction (an order's lines take and give it back). */
export type ProductStock = Pick<ProductRepository, 'moveStock'>;

/** The stock of products written in `tx`, the order's transaction. */
export function productStockIn(tx: Database): ProductStock {
  return new ProductRepository(tx);
}

export interface ProductsDeps {
  db: Database;
  storage: FileStorage;
  variants: ImageVariants;
}

/** The products module: the shop's products, their categories and stock. */
export function buildProducts({ db, storage, variants }: ProductsDeps) {
  const rows = new ProductRepository(db);
  return { products: new ProductService(rows, storage, variants), productReads: rows as ProductReads };
}
