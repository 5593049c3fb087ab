import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { productCategories, products } from '../db/schema';
import { after, BATCH, batches, keyOf } from './export-batches';

/** The products' export: a salon's products with their categories. */
export function productExportRows(db: Database, salonId: string) {
  return batches((last) =>
    db
      .select({
        id: products.id,
        keyAt: keyOf(products.createdAt),
        name: products.name,
        category: productCategories.name,
        priceCents: products.priceCents,
        actualPriceCents: products.actualPriceCents,
        stock: products.stock,
        enable: products.enable,
        createdAt: products.createdAt,
      })
      .from(products)
      .leftJoin(
        productCategories,
        and(eq(productCategories.salonId, products.salonId), eq(productCategories.id, products.categoryId)),
      )
      .where(and(eq(products.salonId, salonId), after(products.createdAt, products.id, last)))
      .orderBy(asc(products.createdAt), asc(products.id))
      .limit(BATCH),
  );
}
