import { and, asc, count, eq, ilike, sql } from 'drizzle-orm';
import type { Database } from './client';
import type { productCategories, products, videoCategories, videos } from './schema';
import { containsPattern, readPage, type PageWindow } from './paging';
import { findSalonRow } from './salon-rows';

/** The category tables of one shape (id, salon, name, enable) with the table of the items they hold. */
type CategoryTables =
  | { categories: typeof productCategories; items: typeof products }
  | { categories: typeof videoCategories; items: typeof videos };

export type CategoryRow = (typeof productCategories | typeof videoCategories)['$inferSelect'];

/**
 * The queries product and video categories share; the product and video repositories hold one each.
 * Every query takes the salon id.
 */
export class CategoryRepository {
  constructor(
    private readonly db: Database,
    private readonly tables: CategoryTables,
  ) {}

  /** A page of the salon's categories by name, with `filter` a part of the name. */
  async list(
    salonId: string,
    filter: string | undefined,
    page: PageWindow,
  ): Promise<{ rows: CategoryRow[]; total: number }> {
    const { categories } = this.tables;
    const where = and(
      eq(categories.salonId, salonId),
      filter ? ilike(categories.name, containsPattern(filter)) : undefined,
    );
    return readPage(
      page,
      this.db
        .select()
        .from(categories)
        .where(where)
        .orderBy(asc(sql`lower(${categories.name})`), asc(categories.id)),
      this.db.select({ value: count() }).from(categories).where(where),
    );
  }

  async find(salonId: string, id: string): Promise<CategoryRow | undefined> {
    const { categories } = this.tables;
    return findSalonRow(this.db, categories, salonId, categories.id, id);
  }

  /** Whether another category of the salon (not `exceptId`) has this name, whatever its case. */
  async nameTaken(salonId: string, name: string, exceptId?: string): Promise<boolean> {
    const { categories } = this.tables;
    const rows = await this.db
      .select({ id: categories.id })
      .from(categories)
      .where(
        and(
          eq(categories.salonId, salonId),
          sql`lower(${categories.name}) = lower(${name})`,
          exceptId ? sql`${categories.id} <> ${exceptId}` : undefined,
        ),
      )
      .limit(1);
    return rows.length > 0;
  }

  async create(salonId: string, name: string): Promise<CategoryRow> {
    const [row] = await this.db.insert(this.tables.categories).values({ salonId, name }).returning();
    if (!row) throw new Error('Insert returned no row');
    return row;
  }

  async update(
    salonId: string,
    id: string,
    changes: { name?: string; enable?: boolean },
  ): Promise<CategoryRow | undefined> {
    const { categories } = this.tables;
    const [row] = await this.db
      .update(categories)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(categories.salonId, salonId), eq(categories.id, id)))
      .returning();
    return row;
  }

  /** How many items (products, videos) of the salon are in the category. */
  async countItems(salonId: string, categoryId: string): Promise<number> {
    const { items } = this.tables;
    const [row] = await this.db
      .select({ value: count() })
      .from(items)
      .where(and(eq(items.salonId, salonId), eq(items.categoryId, categoryId)));
    return row?.value ?? 0;
  }

  async delete(salonId: string, id: string): Promise<boolean> {
    const { categories } = this.tables;
    const rows = await this.db
      .delete(categories)
      .where(and(eq(categories.salonId, salonId), eq(categories.id, id)))
      .returning({ id: categories.id });
    return rows.length > 0;
  }
}
