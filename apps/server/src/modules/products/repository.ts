import { and, asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  productCategories,
  products,
  type NewProductRow,
  type ProductCategoryRow,
  type ProductRow,
} from '../../db/schema';

export interface Page<T> {
  rows: T[];
  total: number;
}

export interface PageRequest {
  pageNumber: number;
  pageSize: number;
  filterValue?: string;
}

/** A product with its category's name, as the lists show it. */
export type ProductWithCategory = ProductRow & { categoryName: string };

export type ProductChanges = Pick<
  NewProductRow,
  'categoryId' | 'name' | 'description' | 'priceCents' | 'actualPriceCents' | 'rating'
> & { imageKey?: string };

/** `%text%` for ILIKE with the user's `%`, `_` and `\` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Product categories and products; every query takes the salon id. */
export class ProductRepository {
  constructor(private readonly db: Database) {}

  async listCategories(salonId: string, page: PageRequest): Promise<Page<ProductCategoryRow>> {
    const filter = page.filterValue?.trim();
    const where = and(
      eq(productCategories.salonId, salonId),
      filter ? ilike(productCategories.name, containsPattern(filter)) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(productCategories)
        .where(where)
        .orderBy(asc(sql`lower(${productCategories.name})`), asc(productCategories.id))
        .limit(page.pageSize)
        .offset((page.pageNumber - 1) * page.pageSize),
      this.db.select({ value: count() }).from(productCategories).where(where),
    ]);
    return { rows, total: total?.value ?? 0 };
  }

  async findCategory(salonId: string, id: string): Promise<ProductCategoryRow | undefined> {
    const [row] = await this.db
      .select()
      .from(productCategories)
      .where(and(eq(productCategories.salonId, salonId), eq(productCategories.id, id)));
    return row;
  }

  async categoryNameTaken(salonId: string, name: string, exceptId?: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: productCategories.id })
      .from(productCategories)
      .where(
        and(
          eq(productCategories.salonId, salonId),
          sql`lower(${productCategories.name}) = lower(${name})`,
          exceptId ? sql`${productCategories.id} <> ${exceptId}` : undefined,
        ),
      )
      .limit(1);
    return rows.length > 0;
  }

  async createCategory(salonId: string, name: string): Promise<ProductCategoryRow> {
    const [row] = await this.db.insert(productCategories).values({ salonId, name }).returning();
    if (!row) throw new Error('Insert returned no row');
    return row;
  }

  async updateCategory(
    salonId: string,
    id: string,
    changes: { name?: string; enable?: boolean },
  ): Promise<ProductCategoryRow | undefined> {
    const [row] = await this.db
      .update(productCategories)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(productCategories.salonId, salonId), eq(productCategories.id, id)))
      .returning();
    return row;
  }

  async countProductsInCategory(salonId: string, categoryId: string): Promise<number> {
    const [row] = await this.db
      .select({ value: count() })
      .from(products)
      .where(and(eq(products.salonId, salonId), eq(products.categoryId, categoryId)));
    return row?.value ?? 0;
  }

  async deleteCategory(salonId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(productCategories)
      .where(and(eq(productCategories.salonId, salonId), eq(productCategories.id, id)))
      .returning({ id: productCategories.id });
    return rows.length > 0;
  }

  async listProducts(salonId: string, page: PageRequest): Promise<Page<ProductWithCategory>> {
    const filter = page.filterValue?.trim();
    const where = and(
      eq(products.salonId, salonId),
      filter ? ilike(products.name, containsPattern(filter)) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.withCategory()
        .where(where)
        .orderBy(desc(products.createdAt), desc(products.id))
        .limit(page.pageSize)
        .offset((page.pageNumber - 1) * page.pageSize),
      this.db.select({ value: count() }).from(products).where(where),
    ]);
    return { rows: rows.map(flatten), total: total?.value ?? 0 };
  }

  async findProduct(salonId: string, id: string): Promise<ProductWithCategory | undefined> {
    const [row] = await this.withCategory().where(and(eq(products.salonId, salonId), eq(products.id, id)));
    return row ? flatten(row) : undefined;
  }

  async createProduct(row: NewProductRow): Promise<ProductRow> {
    const [created] = await this.db.insert(products).values(row).returning();
    if (!created) throw new Error('Insert returned no row');
    return created;
  }

  async updateProduct(salonId: string, id: string, changes: ProductChanges): Promise<ProductRow | undefined> {
    const [row] = await this.db
      .update(products)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(products.salonId, salonId), eq(products.id, id)))
      .returning();
    return row;
  }

  async setProductEnabled(salonId: string, id: string, enable: boolean): Promise<boolean> {
    const rows = await this.db
      .update(products)
      .set({ enable, updatedAt: new Date() })
      .where(and(eq(products.salonId, salonId), eq(products.id, id)))
      .returning({ id: products.id });
    return rows.length > 0;
  }

  async deleteProduct(salonId: string, id: string): Promise<ProductRow | undefined> {
    const [row] = await this.db
      .delete(products)
      .where(and(eq(products.salonId, salonId), eq(products.id, id)))
      .returning();
    return row;
  }

  /**
   * Moves stock by `delta` in one conditional UPDATE, so concurrent entries can never take it below
   * zero or above `max`: the row changes only while the result stays within bounds. False when the
   * product is missing or a bound would be crossed (the caller tells which).
   */
  async moveStock(salonId: string, id: string, delta: number, max: number): Promise<boolean> {
    const rows = await this.db
      .update(products)
      .set({ stock: sql`${products.stock} + ${delta}`, updatedAt: new Date() })
      .where(
        and(
          eq(products.salonId, salonId),
          eq(products.id, id),
          sql`${products.stock} + ${delta} between 0 and ${max}`,
        ),
      )
      .returning({ id: products.id });
    return rows.length > 0;
  }

  private withCategory() {
    return this.db
      .select({ product: products, categoryName: productCategories.name })
      .from(products)
      .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
      .$dynamic();
  }
}

function flatten(row: { product: ProductRow; categoryName: string }): ProductWithCategory {
  return { ...row.product, categoryName: row.categoryName };
}
