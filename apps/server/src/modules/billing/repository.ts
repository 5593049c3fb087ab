import { and, asc, count, desc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  billingCoupons,
  billingPackages,
  billingPlans,
  billingPromotionCodes,
  type BillingCouponRow,
  type BillingPackageRow,
  type BillingPlanRow,
  type BillingPromotionCodeRow,
  type NewBillingCouponRow,
  type NewBillingPackageRow,
  type NewBillingPlanRow,
} from '../../db/schema';

export interface PackageWithPlans {
  pkg: BillingPackageRow;
  plans: BillingPlanRow[];
}

export interface PromotionCodeWithCoupon {
  promo: BillingPromotionCodeRow;
  coupon: BillingCouponRow;
}

/** Monthly plans before annual ones. */
const INTERVAL_ORDER = sql`case ${billingPlans.interval} when 'month' then 0 else 1 end`;

/**
 * The platform's pricing tables (platform-wide, no salon): packages with their plans, provider coupons,
 * promotion codes. The only code that knows these tables.
 */
export class BillingRepository {
  constructor(private readonly db: Database) {}

  // Packages and plans.

  /** Every package, oldest first, with its plans (monthly first). */
  async listPackages(): Promise<PackageWithPlans[]> {
    const [packages, plans] = await Promise.all([
      this.db.select().from(billingPackages).orderBy(asc(billingPackages.createdAt), asc(billingPackages.id)),
      this.db.select().from(billingPlans).orderBy(INTERVAL_ORDER),
    ]);
    return packages.map((pkg) => ({ pkg, plans: plans.filter((plan) => plan.packageId === pkg.id) }));
  }

  async findPackage(id: string): Promise<PackageWithPlans | undefined> {
    const [pkg] = await this.db.select().from(billingPackages).where(eq(billingPackages.id, id));
    if (!pkg) return undefined;
    return { pkg, plans: await this.plansOf(id) };
  }

  /** Another package of this name, whatever its case. */
  async packageNamed(name: string, except?: string): Promise<BillingPackageRow | undefined> {
    const [row] = await this.db
      .select()
      .from(billingPackages)
      .where(sql`lower(${billingPackages.name}) = lower(${name})`);
    return row && row.id !== except ? row : undefined;
  }

  plansOf(packageId: string): Promise<BillingPlanRow[]> {
    return this.db
      .select()
      .from(billingPlans)
      .where(eq(billingPlans.packageId, packageId))
      .orderBy(INTERVAL_ORDER);
  }

  /** The package and its plans in one transaction. */
  async createPackage(pkg: NewBillingPackageRow, plans: NewBillingPlanRow[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.insert(billingPackages).values(pkg);
      if (plans.length > 0) await tx.insert(billingPlans).values(plans);
    });
  }

  async updatePackage(
    id: string,
    changes: Partial<Pick<BillingPackageRow, 'name' | 'description' | 'calendars' | 'active'>>,
  ): Promise<boolean> {
    const rows = await this.db
      .update(billingPackages)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(billingPackages.id, id))
      .returning({ id: billingPackages.id });
    return rows.length > 0;
  }

  /** Deletes the package and (cascade) its plans; false when there was none. */
  async deletePackage(id: string): Promise<boolean> {
    const rows = await this.db
      .delete(billingPackages)
      .where(eq(billingPackages.id, id))
      .returning({ id: billingPackages.id });
    return rows.length > 0;
  }

  async findPlan(id: string): Promise<BillingPlanRow | undefined> {
    const [row] = await this.db.select().from(billingPlans).where(eq(billingPlans.id, id));
    return row;
  }

  async createPlan(plan: NewBillingPlanRow): Promise<BillingPlanRow> {
    const [row] = await this.db.insert(billingPlans).values(plan).returning();
    if (!row) throw new Error('Insert returned no row');
    return row;
  }

  async setPlanActive(id: string, active: boolean): Promise<BillingPlanRow | undefined> {
    const [row] = await this.db
      .update(billingPlans)
      .set({ active })
      .where(eq(billingPlans.id, id))
      .returning();
    return row;
  }

  /**
   * Deletes a plan unless it is its package's last: the package row is locked first, so two deletes of
   * a package's two plans take turns and one of them finds the other gone.
   */
  async deletePlanUnlessLast(id: string): Promise<'deleted' | 'last' | 'missing'> {
    return this.db.transaction(async (tx) => {
      const [plan] = await tx.select().from(billingPlans).where(eq(billingPlans.id, id));
      if (!plan) return 'missing';
      await tx
        .select({ id: billingPackages.id })
        .from(billingPackages)
        .where(eq(billingPackages.id, plan.packageId))
        .for('update');
      const [plans] = await tx
        .select({ value: count() })
        .from(billingPlans)
        .where(eq(billingPlans.packageId, plan.packageId));
      if ((plans?.value ?? 0) <= 1) return 'last';
      const deleted = await tx
        .delete(billingPlans)
        .where(eq(billingPlans.id, id))
        .returning({ id: billingPlans.id });
      return deleted.length > 0 ? 'deleted' : 'missing';
    });
  }

  // Provider coupons.

  listCoupons(): Promise<BillingCouponRow[]> {
    return this.db
      .select()
      .from(billingCoupons)
      .orderBy(desc(billingCoupons.createdAt), desc(billingCoupons.id));
  }

  async findCoupon(id: string): Promise<BillingCouponRow | undefined> {
    const [row] = await this.db.select().from(billingCoupons).where(eq(billingCoupons.id, id));
    return row;
  }

  async createCoupon(coupon: NewBillingCouponRow): Promise<BillingCouponRow> {
    const [row] = await this.db.insert(billingCoupons).values(coupon).returning();
    if (!row) throw new Error('Insert returned no row');
    return row;
  }

  async renameCoupon(id: string, name: string): Promise<BillingCouponRow | undefined> {
    const [row] = await this.db
      .update(billingCoupons)
      .set({ name })
      .where(eq(billingCoupons.id, id))
      .returning();
    return row;
  }

  async activeCodesOf(couponId: string): Promise<number> {
    const [row] = await this.db
      .select({ value: count() })
      .from(billingPromotionCodes)
      .where(and(eq(billingPromotionCodes.couponId, couponId), eq(billingPromotionCodes.active, true)));
    return row?.value ?? 0;
  }

  /** Deletes the coupon and (cascade) its promotion codes. */
  async deleteCoupon(id: string): Promise<boolean> {
    const rows = await this.db
      .delete(billingCoupons)
      .where(eq(billingCoupons.id, id))
      .returning({ id: billingCoupons.id });
    return rows.length > 0;
  }

  // Promotion codes.

  /** Newest first with their coupons; `activeOnly` for the public list. */
  async listPromotionCodes(activeOnly = false): Promise<PromotionCodeWithCoupon[]> {
    const rows = await this.db
      .select({ promo: billingPromotionCodes, coupon: billingCoupons })
      .from(billingPromotionCodes)
      .innerJoin(billingCoupons, eq(billingCoupons.id, billingPromotionCodes.couponId))
      .where(activeOnly ? eq(billingPromotionCodes.active, true) : undefined)
      .orderBy(desc(billingPromotionCodes.createdAt), desc(billingPromotionCodes.id));
    return rows;
  }

  /** A promotion code by its id or by its (upper-case) code. */
  async findPromotionCode(idOrCode: string): Promise<PromotionCodeWithCoupon | undefined> {
    const [row] = await this.db
      .select({ promo: billingPromotionCodes, coupon: billingCoupons })
      .from(billingPromotionCodes)
      .innerJoin(billingCoupons, eq(billingCoupons.id, billingPromotionCodes.couponId))
      .where(
        or(eq(billingPromotionCodes.id, idOrCode), eq(billingPromotionCodes.code, idOrCode.toUpperCase())),
      );
    return row;
  }

  async promotionCodeTaken(code: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: billingPromotionCodes.id })
      .from(billingPromotionCodes)
      .where(eq(billingPromotionCodes.code, code.toUpperCase()));
    return rows.length > 0;
  }

  async createPromotionCode(row: { id: string; code: string; couponId: string }): Promise<void> {
    await this.db.insert(billingPromotionCodes).values(row);
  }

  async setPromotionCodeActive(id: string, active: boolean): Promise<boolean> {
    const rows = await this.db
      .update(billingPromotionCodes)
      .set({ active })
      .where(eq(billingPromotionCodes.id, id))
      .returning({ id: billingPromotionCodes.id });
    return rows.length > 0;
  }
}
