import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  orderItems,
  orders,
  productCategories,
  products,
  type NewOrderItemRow,
  type NewOrderRow,
  type NewProductCategoryRow,
  type NewProductRow,
} from '../db/schema';

/** Inserts of the demo shop; existing rows are left alone. */
export class ProductSeedRepository {
  constructor(private readonly db: Database) {}

  async categoryExists(id: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: productCategories.id })
      .from(productCategories)
      .where(eq(productCategories.id, id));
    return rows.length > 0;
  }

  async insert(rows: {
    categories: NewProductCategoryRow[];
    products: NewProductRow[];
    orders: NewOrderRow[];
    items: NewOrderItemRow[];
  }): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.insert(productCategories).values(rows.categories).onConflictDoNothing();
      await tx.insert(products).values(rows.products).onConflictDoNothing();
      await tx.insert(orders).values(rows.orders).onConflictDoNothing();
      await tx.insert(orderItems).values(rows.items).onConflictDoNothing();
    });
  }
}
