import { and, asc, count, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { services, type NewServiceRow, type ServiceRow } from '../../db/schema';
import { containsPattern, readPage, type PageWindow } from '../../db/paging';
import { findSalonRow } from '../../db/salon-rows';

export type ServiceChanges = Partial<
  Pick<
    ServiceRow,
    | 'title'
    | 'description'
    | 'chargesCents'
    | 'requiredMinutes'
    | 'leadMinutes'
    | 'breakMinutes'
    | 'parentId'
    | 'paymentPolicy'
    | 'depositKind'
    | 'depositValue'
  >
>;

/** Categories and services of one salon; every method takes the salon id. */
export class ServiceRepository {
  constructor(private readonly db: Database) {}

  async find(salonId: string, id: string): Promise<ServiceRow | undefined> {
    return findSalonRow(this.db, services, salonId, services.id, id);
  }

  /** Categories in rank order; with `filter`, those whose title or any of whose services' titles match. */
  async listCategories(
    salonId: string,
    options: { categoryId?: string; filter?: string; enabledOnly?: boolean },
    page: PageWindow,
  ): Promise<{ rows: ServiceRow[]; total: number }> {
    const conditions: SQL[] = [eq(services.salonId, salonId), isNull(services.parentId)];
    if (options.categoryId) conditions.push(eq(services.id, options.categoryId));
    if (options.enabledOnly) conditions.push(eq(services.enable, true));
    if (options.filter) {
      const pattern = containsPattern(options.filter);
      const child = alias(services, 'child');
      const childMatches = this.db
        .select({ id: child.id })
        .from(child)
        .where(and(eq(child.salonId, salonId), eq(child.parentId, services.id), ilike(child.title, pattern)));
      conditions.push(or(ilike(services.title, pattern), sql`exists (${childMatches})`)!);
    }
    const where = and(...conditions);
    return readPage(
      page,
      this.db
        .select()
        .from(services)
        .where(where)
        .orderBy(asc(services.rank), asc(services.createdAt), asc(services.id)),
      this.db.select({ value: count() }).from(services).where(where),
    );
  }

  /** The services of the given categories, in rank order. */
  async listChildren(salonId: string, categoryIds: string[]): Promise<ServiceRow[]> {
    if (categoryIds.length === 0) return [];
    return this.db
      .select()
      .from(services)
      .where(and(eq(services.salonId, salonId), inArray(services.parentId, categoryIds)))
      .orderBy(asc(services.rank), asc(services.createdAt), asc(services.id));
  }

  /** Enabled services of enabled categories, by category rank then service rank. */
  async listEnabledSubServices(
    salonId: string,
    filter: string | undefined,
    page: PageWindow,
  ): Promise<{ rows: ServiceRow[]; total: number }> {
    const parent = alias(services, 'parent');
    const conditions: SQL[] = [
      eq(services.salonId, salonId),
      isNotNull(services.parentId),
      eq(services.enable, true),
      eq(parent.enable, true),
    ];
    if (filter) conditions.push(ilike(services.title, containsPattern(filter)));
    const where = and(...conditions);
    const join = and(eq(parent.salonId, services.salonId), eq(parent.id, services.parentId));
    const { rows, total } = await readPage(
      page,
      this.db
        .select({ service: services })
        .from(services)
        .innerJoin(parent, join)
        .where(where)
        .orderBy(asc(parent.rank), asc(parent.createdAt), asc(services.rank), asc(services.createdAt)),
      this.db.select({ value: count() }).from(services).innerJoin(parent, join).where(where),
    );
    return { rows: rows.map((row) => row.service), total };
  }

  /** The public site's services: enabled sub-services of enabled categories, in the salon's order. */
  async listForWebsite(salonId: string): Promise<Array<{ category: ServiceRow; service: ServiceRow }>> {
    const parent = alias(services, 'parent');
    return this.db
      .select({ category: parent, service: services })
      .from(services)
      .innerJoin(parent, and(eq(parent.salonId, services.salonId), eq(parent.id, services.parentId)))
      .where(and(eq(services.salonId, salonId), eq(services.enable, true), eq(parent.enable, true)))
      .orderBy(asc(parent.rank), asc(parent.createdAt), asc(services.rank), asc(services.createdAt));
  }

  /** The rank after the last one at this level (a new row goes to the end). */
  async nextRank(salonId: string, parentId: string | null): Promise<number> {
    const [row] = await this.db
      .select({ value: sql<number | null>`max(${services.rank})` })
      .from(services)
      .where(
        and(
          eq(services.salonId, salonId),
          parentId ? eq(services.parentId, parentId) : isNull(services.parentId),
        ),
      );
    return row?.value === null || row?.value === undefined ? 0 : Number(row.value) + 1;
  }

  async create(row: NewServiceRow): Promise<ServiceRow> {
    const [created] = await this.db.insert(services).values(row).returning();
    if (!created) throw new Error('Insert returned no row');
    return created;
  }

  async update(salonId: string, id: string, changes: ServiceChanges & { rank?: number }): Promise<boolean> {
    const rows = await this.db
      .update(services)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(services.salonId, salonId), eq(services.id, id)))
      .returning({ id: services.id });
    return rows.length > 0;
  }

  async setEnable(salonId: string, id: string, enable: boolean): Promise<boolean> {
    const rows = await this.db
      .update(services)
      .set({ enable, updatedAt: new Date() })
      .where(and(eq(services.salonId, salonId), eq(services.id, id)))
      .returning({ id: services.id });
    return rows.length > 0;
  }

  async countChildren(salonId: string, categoryId: string): Promise<number> {
    const [row] = await this.db
      .select({ value: count() })
      .from(services)
      .where(and(eq(services.salonId, salonId), eq(services.parentId, categoryId)));
    return row?.value ?? 0;
  }

  async delete(salonId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(services)
      .where(and(eq(services.salonId, salonId), eq(services.id, id)))
      .returning({ id: services.id });
    return rows.length > 0;
  }

  async findMany(salonId: string, ids: string[]): Promise<ServiceRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .select()
      .from(services)
      .where(and(eq(services.salonId, salonId), inArray(services.id, ids)));
  }

  /** Writes the new ranks in one transaction. */
  async updateRanks(salonId: string, entries: ReadonlyArray<{ id: string; rank: number }>): Promise<void> {
    await this.db.transaction(async (tx) => {
      for (const entry of entries) {
        await tx
          .update(services)
          .set({ rank: entry.rank, updatedAt: new Date() })
          .where(and(eq(services.salonId, salonId), eq(services.id, entry.id)));
      }
    });
  }
}
