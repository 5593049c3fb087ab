import { and, asc, count, desc, eq, exists, gte, ilike, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  productCategories,
  products,
  salons,
  type NewProductRow,
  type ProductCategoryRow,
  type ProductRow,
} from '../../db/schema';
import { CategoryRepository } from '../../db/category-repository';
import { containsPattern, readPage, windowOf, type PageRequest, type PageRows } from '../../db/paging';

/** A product with its category's name, as the lists show it. */
export type ProductWithCategory = ProductRow & { categoryName: string };

export type ProductChanges = Pick<
  NewProductRow,
  'categoryId' | 'name' | 'description' | 'priceCents' | 'actualPriceCents' | 'rating'
> & { imageKey?: string };

/** Product categories and products; every query takes the salon id. */
export class ProductRepository {
  private readonly categories: CategoryRepository;

  constructor(private readonly db: Database) {
    this.categories = new CategoryRepository(db, { categories: productCategories, items: products });
  }

  /** Storage keys of every product's photo (the image variants' backfill). */
  async imageKeys(): Promise<string[]> {
    const rows = await this.db.select({ key: products.imageKey }).from(products);
    return rows.map((row) => row.key);
  }

  listCategories(salonId: string, page: PageRequest): Promise<PageRows<ProductCategoryRow>> {
    return this.categories.list(salonId, page.filterValue?.trim(), windowOf(page));
  }

  findCategory(salonId: string, id: string): Promise<ProductCategoryRow | undefined> {
    return this.categories.find(salonId, id);
  }

  categoryNameTaken(salonId: string, name: string, exceptId?: string): Promise<boolean> {
    return this.categories.nameTaken(salonId, name, exceptId);
  }

  createCategory(salonId: string, name: string): Promise<ProductCategoryRow> {
    return this.categories.create(salonId, name);
  }

  updateCategory(
    salonId: string,
    id: string,
    changes: { name?: string; enable?: boolean },
  ): Promise<ProductCategoryRow | undefined> {
    return this.categories.update(salonId, id, changes);
  }

  countProductsInCategory(salonId: string, categoryId: string): Promise<number> {
    return this.categories.countItems(salonId, categoryId);
  }

  deleteCategory(salonId: string, id: string): Promise<boolean> {
    return this.categories.delete(salonId, id);
  }

  async listProducts(salonId: string, page: PageRequest): Promise<PageRows<ProductWithCategory>> {
    const filter = page.filterValue?.trim();
    const where = and(
      eq(products.salonId, salonId),
      filter ? ilike(products.name, containsPattern(filter)) : undefined,
    );
    const { rows, total } = await readPage(
      windowOf(page),
      this.withCategory().where(where).orderBy(desc(products.createdAt), desc(products.id)),
      this.db.select({ value: count() }).from(products).where(where),
    );
    return { rows: rows.map(flatten), total };
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

  /**
   * The products a cart names, as the shop sells them now: with whether they and their category are
   * enabled (the order service refuses the others). Used to price carts and orders on the server.
   */
  async findForSale(
    salonId: string,
    ids: readonly string[],
  ): Promise<Array<ProductWithCategory & { categoryEnable: boolean }>> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({
        product: products,
        categoryName: productCategories.name,
        categoryEnable: productCategories.enable,
      })
      .from(products)
      .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
      .where(and(eq(products.salonId, salonId), inArray(products.id, [...ids])));
    return rows.map((row) => ({ ...flatten(row), categoryEnable: row.categoryEnable }));
  }

  /**
   * A salon's public shop: enabled products of enabled categories, filtered and paged in the database,
   * newest first.
   */
  async listForWebsite(
    salonId: string,
    filter: {
      categoryIds?: string[];
      minPriceCents?: number;
      maxPriceCents?: number;
      search?: string;
      pageNumber: number;
      pageSize: number;
    },
  ): Promise<PageRows<ProductWithCategory>> {
    const where = and(
      eq(products.salonId, salonId),
      eq(products.enable, true),
      eq(productCategories.enable, true),
      filter.categoryIds?.length ? inArray(products.categoryId, filter.categoryIds) : undefined,
      filter.minPriceCents !== undefined ? gte(products.priceCents, filter.minPriceCents) : undefined,
      filter.maxPriceCents !== undefined ? lte(products.priceCents, filter.maxPriceCents) : undefined,
      filter.search ? ilike(products.name, containsPattern(filter.search)) : undefined,
    );
    const { rows, total } = await readPage(
      windowOf(filter),
      this.withCategory().where(where).orderBy(desc(products.createdAt), desc(products.id)),
      this.db
        .select({ value: count() })
        .from(products)
        .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
        .where(where),
    );
    return { rows: rows.map(flatten), total };
  }

  /** The lowest and highest price (cents) of the salon's public shop; null when it shows no product. */
  async websitePriceRange(salonId: string): Promise<{ min: number; max: number } | null> {
    const [row] = await this.db
      .select({
        min: sql<string | number | null>`min(${products.priceCents})`,
        max: sql<string | number | null>`max(${products.priceCents})`,
      })
      .from(products)
      .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
      .where(
        and(eq(products.salonId, salonId), eq(products.enable, true), eq(productCategories.enable, true)),
      );
    // bigint aggregates come back as text.
    return row?.min == null || row.max == null ? null : { min: Number(row.min), max: Number(row.max) };
  }

  /** The enabled categories that have at least one enabled product, by name. */
  async listWebsiteCategories(salonId: string): Promise<ProductCategoryRow[]> {
    return this.db
      .select()
      .from(productCategories)
      .where(
        and(
          eq(productCategories.salonId, salonId),
          eq(productCategories.enable, true),
          exists(
            this.db
              .select({ one: sql`1` })
              .from(products)
              .where(
                and(
                  eq(products.salonId, salonId),
                  eq(products.categoryId, productCategories.id),
                  eq(products.enable, true),
                ),
              ),
          ),
        ),
      )
      .orderBy(asc(productCategories.name));
  }

  /**
   * A product the public site may show: enabled, of an enabled category, of an active salon; with the
   * salon's URL name. Undefined otherwise.
   */
  async findPublic(id: string): Promise<(ProductWithCategory & { salonSlug: string }) | undefined> {
    const [row] = await this.db
      .select({ product: products, categoryName: productCategories.name, salonSlug: salons.slug })
      .from(products)
      .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
      .innerJoin(salons, eq(salons.id, products.salonId))
      .where(
        and(
          eq(products.id, id),
          eq(products.enable, true),
          eq(productCategories.enable, true),
          eq(salons.active, true),
        ),
      );
    return row ? { ...flatten(row), salonSlug: row.salonSlug } : undefined;
  }

  /** The salon's enabled products of `categoryId` but `exceptId`, newest first. */
  async listSimilar(
    salonId: string,
    categoryId: string,
    exceptId: string,
    page: { pageNumber: number; pageSize: number },
  ): Promise<PageRows<ProductWithCategory>> {
    const where = and(
      eq(products.salonId, salonId),
      eq(products.categoryId, categoryId),
      eq(products.enable, true),
      ne(products.id, exceptId),
    );
    const { rows, total } = await readPage(
      windowOf(page),
      this.withCategory().where(where).orderBy(desc(products.createdAt), desc(products.id)),
      this.db.select({ value: count() }).from(products).where(where),
    );
    return { rows: rows.map(flatten), total };
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
