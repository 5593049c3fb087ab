import { and, asc, count, desc, eq, gte, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { coupons, type CouponRow, type NewCouponRow } from '../../db/schema';
import { readPage, searchAny, windowOf, type PageRequest } from '../../db/paging';

export type CouponChanges = Pick<
  NewCouponRow,
  'title' | 'discountType' | 'discount' | 'code' | 'startDate' | 'endDate' | 'description'
>;

/** Every lookup is scoped to the salon. */
const inSalon = (salonId: string, couponId?: string): SQL =>
  couponId ? and(eq(coupons.salonId, salonId), eq(coupons.id, couponId))! : eq(coupons.salonId, salonId);

/** A salon's coupons; the only code that writes the `coupons` table. */
export class CouponRepository {
  constructor(private readonly db: Database) {}

  /** Newest first; `filterValue` searches title, code and description. */
  async list(salonId: string, page: PageRequest): Promise<{ rows: CouponRow[]; total: number }> {
    const where = and(
      inSalon(salonId),
      searchAny(page.filterValue, [coupons.title, coupons.code, coupons.description]),
    );
    return readPage(
      windowOf(page),
      this.db.select().from(coupons).where(where).orderBy(desc(coupons.createdAt), desc(coupons.id)),
      this.db.select({ value: count() }).from(coupons).where(where),
    );
  }

  /** Enabled coupons whose last day is `today` or later, ending soonest first (the public Discounts page). */
  async listCurrent(
    salonId: string,
    today: string,
    page: PageRequest,
  ): Promise<{ rows: CouponRow[]; total: number }> {
    const where = and(
      inSalon(salonId),
      eq(coupons.enable, true),
      gte(coupons.endDate, today),
      searchAny(page.filterValue, [coupons.title, coupons.code, coupons.description]),
    );
    return readPage(
      windowOf(page),
      this.db.select().from(coupons).where(where).orderBy(asc(coupons.endDate), asc(coupons.code)),
      this.db.select({ value: count() }).from(coupons).where(where),
    );
  }

  async find(salonId: string, couponId: string): Promise<CouponRow | undefined> {
    const [row] = await this.db.select().from(coupons).where(inSalon(salonId, couponId));
    return row;
  }

  async findByCode(salonId: string, code: string): Promise<CouponRow | undefined> {
    const [row] = await this.db
      .select()
      .from(coupons)
      .where(and(inSalon(salonId), eq(coupons.code, code)));
    return row;
  }

  async create(salonId: string, changes: CouponChanges): Promise<CouponRow> {
    const [row] = await this.db
      .insert(coupons)
      .values({ ...changes, salonId })
      .returning();
    if (!row) throw new Error('Insert returned no row');
    return row;
  }

  async update(salonId: string, couponId: string, changes: CouponChanges): Promise<CouponRow | undefined> {
    const [row] = await this.db
      .update(coupons)
      .set({ ...changes, updatedAt: new Date() })
      .where(inSalon(salonId, couponId))
      .returning();
    return row;
  }

  async setEnable(salonId: string, couponId: string, enable: boolean): Promise<CouponRow | undefined> {
    const [row] = await this.db
      .update(coupons)
      .set({ enable, updatedAt: new Date() })
      .where(inSalon(salonId, couponId))
      .returning();
    return row;
  }

  async delete(salonId: string, couponId: string): Promise<boolean> {
    const rows = await this.db
      .delete(coupons)
      .where(inSalon(salonId, couponId))
      .returning({ id: coupons.id });
    return rows.length > 0;
  }
}
