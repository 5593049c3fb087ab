import {
  type PackageBody,
  type Plan,
  type PlanBody,
  type PlanInterval,
  type PromoCheck,
  type PromoCheckBody,
  type PromotionCode,
  type PromotionCodeBody,
  type ProviderCoupon,
  type ProviderCouponBody,
  type SubscriptionPackage,
} from '@salon/api/billing/schemas';
import { PROMO_EXPIRED, PROMO_UNKNOWN } from '@salon/api/billing/schemas';
import { uniqueViolation } from '../../db/errors';
import type { BillingCouponRow, BillingPlanRow } from '../../db/schema';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import { authorize } from '../../http/authorize';
import type { Viewer } from '../../http/viewer';
import type { BillingProvider } from './provider';
import type { BillingRepository, PackageWithPlans, PromotionCodeWithCoupon } from './repository';

const ADMIN_ONLY = 'Only the platform administrator can manage packages, coupons and promotion codes';
export const PACKAGE_NOT_FOUND = 'Package not found';
export const PLAN_NOT_FOUND = 'Plan not found';
export const COUPON_NOT_FOUND = 'Coupon not found';
export const PROMO_NOT_FOUND = 'Promotion code not found';
export const PACKAGE_NAME_TAKEN = 'A package with this name already exists';
export const USERS_EQUAL_CALENDARS = 'metadata.users: must equal metadata.calendars';
export const MONTHLY_PRICE_REQUIRED = 'Monthly Price Required';
export const ANNUAL_PRICE_REQUIRED = 'Annual Price Required';
export const PRICES_ON_CREATE_ONLY =
  'Prices are set when a package is created: add or delete its plans to change them';
export const LAST_PLAN = 'A package keeps at least one plan: delete the package instead';
export const MONTHS_REQUIRED = 'duration_in_months: is required for a repeating coupon';
export const MONTHS_ONLY_REPEATING = 'duration_in_months: only a repeating coupon lasts some months';
export const COUPON_HAS_ACTIVE_CODES =
  'This coupon has active promotion codes. Deactivate them before deleting the coupon.';
export const UNKNOWN_COUPON = 'coupon: the selected coupon does not exist';
export const PROMO_CODE_TAKEN = 'This promotional code already exists';

const INTERVAL_NAMES: Record<PlanInterval, string> = { month: 'monthly', year: 'annual' };

function planOf(row: BillingPlanRow): Plan {
  return {
    id: row.id,
    product: row.packageId,
    amount: row.amountCents,
    currency: 'usd',
    interval: row.interval,
    active: row.active,
  };
}

function packageOf({ pkg, plans }: PackageWithPlans): SubscriptionPackage {
  return {
    id: pkg.id,
    name: pkg.name,
    description: pkg.description,
    active: pkg.active,
    metadata: { users: pkg.calendars, calendars: pkg.calendars },
    plans: plans.map(planOf),
  };
}

function couponOf(row: BillingCouponRow): ProviderCoupon {
  return {
    id: row.id,
    name: row.name,
    duration: row.duration,
    duration_in_months: row.durationInMonths,
    amount_off: row.amountOffCents,
    percent_off: null,
    currency: 'usd',
    createdAt: row.createdAt.toISOString(),
  };
}

function promotionCodeOf({ promo, coupon }: PromotionCodeWithCoupon): PromotionCode {
  const { createdAt: _createdAt, ...summary } = couponOf(coupon);
  return {
    id: promo.id,
    code: promo.code,
    active: promo.active,
    coupon: summary,
    createdAt: promo.createdAt.toISOString(),
  };
}

/**
 * A typed promotion code's discount on a price in cents: an unknown code is 404, one the admin switched
 * off 409 (it has expired). Used by the payment step's check and by the sign-up, which prices itself.
 */
export function promoDiscount(found: PromotionCodeWithCoupon | undefined, priceCents: number): number {
  if (!found) throw new NotFoundError(PROMO_UNKNOWN);
  if (!found.promo.active) throw new ConflictError(PROMO_EXPIRED);
  return Math.min(found.coupon.amountOffCents, priceCents);
}

/**
 * The platform's pricing (spec 2 §2, §4, §5, §7): the admin manages packages and their plans, the card
 * provider's coupons and the promotion codes; onboarding reads the enabled packages and active codes.
 * Every change goes to the billing provider first and is then recorded in our tables; when recording
 * fails after the provider created something, the provider's object is removed again.
 */
export class BillingService {
  constructor(
    private readonly repository: BillingRepository,
    private readonly provider: BillingProvider,
  ) {}

  // Packages and plans.

  async listPackages(viewer: Viewer, interval?: PlanInterval): Promise<SubscriptionPackage[]> {
    this.requireAdmin(viewer);
    const packages = await this.repository.listPackages();
    return packages.map((item) =>
      packageOf({
        pkg: item.pkg,
        plans: interval ? item.plans.filter((plan) => plan.interval === interval) : item.plans,
      }),
    );
  }

  /** Onboarding: enabled packages with an enabled plan of `interval`, showing that plan only. */
  async publicPackages(interval: PlanInterval): Promise<SubscriptionPackage[]> {
    const packages = await this.repository.listPackages();
    return packages
      .filter((item) => item.pkg.active)
      .map((item) => ({
        pkg: item.pkg,
        plans: item.plans.filter((plan) => plan.active && plan.interval === interval),
      }))
      .filter((item) => item.plans.length > 0)
      .map(packageOf);
  }

  async savePackage(
    viewer: Viewer,
    body: PackageBody,
  ): Promise<{ pkg: SubscriptionPackage; created: boolean }> {
    this.requireAdmin(viewer);
    if (body.metadata.users !== body.metadata.calendars) throw new BadRequestError(USERS_EQUAL_CALENDARS);
    const fields = { name: body.name, description: body.description, calendars: body.metadata.calendars };
    if (body.productId)
      return { pkg: await this.updatePackage(body.productId, body, fields), created: false };

    if (body.monthlyAmount === undefined) throw new BadRequestError(MONTHLY_PRICE_REQUIRED);
    if (body.annualAmount === undefined) throw new BadRequestError(ANNUAL_PRICE_REQUIRED);
    if (await this.repository.packageNamed(body.name)) throw new ConflictError(PACKAGE_NAME_TAKEN);
    const currency = body.currency ?? 'usd';
    const productId = await this.provider.createProduct(fields);
    const created: string[] = [];
    try {
      const prices = { month: body.monthlyAmount, year: body.annualAmount };
      const plans = [];
      for (const interval of ['month', 'year'] as const) {
        const id = await this.provider.createPrice({
          product: productId,
          amount: prices[interval],
          currency,
          interval,
        });
        created.push(id);
        plans.push({ id, packageId: productId, amountCents: prices[interval], currency, interval });
      }
      await this.repository.createPackage({ id: productId, ...fields }, plans);
    } catch (error) {
      await this.undo(async () => {
        for (const id of created) await this.provider.removePrice(id);
        await this.provider.removeProduct(productId);
      });
      if (uniqueViolation(error) !== undefined) throw new ConflictError(PACKAGE_NAME_TAKEN);
      throw error;
    }
    return { pkg: await this.packageById(productId), created: true };
  }

  private async updatePackage(
    productId: string,
    body: PackageBody,
    fields: { name: string; description: string; calendars: number },
  ): Promise<SubscriptionPackage> {
    if (body.monthlyAmount !== undefined || body.annualAmount !== undefined) {
      throw new BadRequestError(PRICES_ON_CREATE_ONLY);
    }
    await this.packageById(productId);
    if (await this.repository.packageNamed(body.name, productId)) throw new ConflictError(PACKAGE_NAME_TAKEN);
    await this.provider.updateProduct(productId, fields);
    try {
      if (!(await this.repository.updatePackage(productId, fields)))
        throw new NotFoundError(PACKAGE_NOT_FOUND);
    } catch (error) {
      if (uniqueViolation(error) !== undefined) throw new ConflictError(PACKAGE_NAME_TAKEN);
      throw error;
    }
    return this.packageById(productId);
  }

  async setPackageActive(viewer: Viewer, productId: string, active: boolean): Promise<SubscriptionPackage> {
    this.requireAdmin(viewer);
    await this.packageById(productId);
    await this.provider.updateProduct(productId, { active });
    await this.repository.updatePackage(productId, { active });
    return this.packageById(productId);
  }

  async deletePackage(viewer: Viewer, productId: string): Promise<void> {
    this.requireAdmin(viewer);
    const existing = await this.packageById(productId);
    for (const plan of existing.plans) await this.provider.removePrice(plan.id);
    await this.provider.removeProduct(productId);
    await this.repository.deletePackage(productId);
  }

  /** Spec 2 §4: a plan of the interval the package lacks; at most one per interval. */
  async addPlan(viewer: Viewer, body: PlanBody): Promise<Plan> {
    this.requireAdmin(viewer);
    const existing = await this.packageById(body.product);
    const taken = () => new ConflictError(`This package already has a ${INTERVAL_NAMES[body.interval]} plan`);
    if (existing.plans.some((plan) => plan.interval === body.interval)) throw taken();
    const id = await this.provider.createPrice(body);
    try {
      const row = await this.repository.createPlan({
        id,
        packageId: body.product,
        amountCents: body.amount,
        currency: body.currency,
        interval: body.interval,
      });
      return planOf(row);
    } catch (error) {
      await this.undo(() => this.provider.removePrice(id));
      if (uniqueViolation(error) !== undefined) throw taken();
      throw error;
    }
  }

  async setPlanActive(viewer: Viewer, planId: string, active: boolean): Promise<Plan> {
    this.requireAdmin(viewer);
    if (!(await this.repository.findPlan(planId))) throw new NotFoundError(PLAN_NOT_FOUND);
    await this.provider.setPriceActive(planId, active);
    const row = await this.repository.setPlanActive(planId, active);
    if (!row) throw new NotFoundError(PLAN_NOT_FOUND);
    return planOf(row);
  }

  async deletePlan(viewer: Viewer, planId: string): Promise<void> {
    this.requireAdmin(viewer);
    const plan = await this.repository.findPlan(planId);
    if (!plan) throw new NotFoundError(PLAN_NOT_FOUND);
    if ((await this.repository.plansOf(plan.packageId)).length <= 1) throw new ConflictError(LAST_PLAN);
    await this.provider.removePrice(planId);
    const outcome = await this.repository.deletePlanUnlessLast(planId);
    if (outcome === 'deleted') return;
    // The package's other plan went meanwhile: this one stays, so the provider's price comes back.
    await this.undo(() => this.provider.setPriceActive(planId, plan.active));
    if (outcome === 'missing') throw new NotFoundError(PLAN_NOT_FOUND);
    throw new ConflictError(LAST_PLAN);
  }

  // Provider coupons.

  async listCoupons(viewer: Viewer): Promise<ProviderCoupon[]> {
    this.requireAdmin(viewer);
    return (await this.repository.listCoupons()).map(couponOf);
  }

  async addCoupon(viewer: Viewer, body: ProviderCouponBody): Promise<ProviderCoupon> {
    this.requireAdmin(viewer);
    const months = body.duration_in_months ?? null;
    if (body.duration === 'repeating' && months === null) throw new BadRequestError(MONTHS_REQUIRED);
    if (body.duration !== 'repeating' && months !== null) throw new BadRequestError(MONTHS_ONLY_REPEATING);
    const input = {
      name: body.name,
      duration: body.duration,
      durationInMonths: months,
      amountOff: body.amount_off,
      currency: body.currency,
    };
    const id = await this.provider.createCoupon(input);
    try {
      const row = await this.repository.createCoupon({
        id,
        name: input.name,
        duration: input.duration,
        durationInMonths: months,
        amountOffCents: input.amountOff,
        currency: input.currency,
      });
      return couponOf(row);
    } catch (error) {
      await this.undo(() => this.provider.deleteCoupon(id));
      throw error;
    }
  }

  /** Spec 2 §5: editing changes a coupon's name only. */
  async renameCoupon(viewer: Viewer, couponId: string, name: string): Promise<ProviderCoupon> {
    this.requireAdmin(viewer);
    if (!(await this.repository.findCoupon(couponId))) throw new NotFoundError(COUPON_NOT_FOUND);
    await this.provider.renameCoupon(couponId, name);
    const row = await this.repository.renameCoupon(couponId, name);
    if (!row) throw new NotFoundError(COUPON_NOT_FOUND);
    return couponOf(row);
  }

  /** A coupon with active promotion codes stays (409); its inactive codes go with it. */
  async deleteCoupon(viewer: Viewer, couponId: string): Promise<void> {
    this.requireAdmin(viewer);
    if (!(await this.repository.findCoupon(couponId))) throw new NotFoundError(COUPON_NOT_FOUND);
    if ((await this.repository.activeCodesOf(couponId)) > 0) throw new ConflictError(COUPON_HAS_ACTIVE_CODES);
    await this.provider.deleteCoupon(couponId);
    await this.repository.deleteCoupon(couponId);
  }

  // Promotion codes.

  async listPromotionCodes(viewer: Viewer): Promise<PromotionCode[]> {
    this.requireAdmin(viewer);
    return (await this.repository.listPromotionCodes()).map(promotionCodeOf);
  }

  /**
   * Onboarding's payment step: a typed code priced against an enabled plan. Looked up by its code only
   * (never by id), and no code is ever listed publicly.
   */
  async checkPromotionCode(body: PromoCheckBody): Promise<PromoCheck> {
    const plan = await this.repository.findPlan(body.plan);
    if (!plan || !plan.active) throw new BadRequestError('Please select one of the option');
    const found = await this.repository.findPromotionCode(body.code);
    const discount = promoDiscount(found?.promo.code === body.code ? found : undefined, plan.amountCents);
    const { coupon } = found!;
    return {
      code: body.code,
      name: coupon.name,
      duration: coupon.duration,
      duration_in_months: coupon.durationInMonths,
      plan: plan.id,
      interval: plan.interval,
      price: plan.amountCents,
      discount,
      total: plan.amountCents - discount,
    };
  }

  async addPromotionCode(viewer: Viewer, body: PromotionCodeBody): Promise<PromotionCode> {
    this.requireAdmin(viewer);
    const code = body.code.toUpperCase();
    if (!(await this.repository.findCoupon(body.coupon))) throw new BadRequestError(UNKNOWN_COUPON);
    if (await this.repository.promotionCodeTaken(code)) throw new ConflictError(PROMO_CODE_TAKEN);
    const id = await this.provider.createPromotionCode({ code, coupon: body.coupon });
    try {
      await this.repository.createPromotionCode({ id, code, couponId: body.coupon });
    } catch (error) {
      await this.undo(() => this.provider.setPromotionCodeActive(id, false));
      if (uniqueViolation(error) !== undefined) throw new ConflictError(PROMO_CODE_TAKEN);
      throw error;
    }
    return this.promotionCodeById(id);
  }

  async setPromotionCodeActive(viewer: Viewer, id: string, active: boolean): Promise<PromotionCode> {
    this.requireAdmin(viewer);
    const existing = await this.repository.findPromotionCode(id);
    if (!existing || existing.promo.id !== id) throw new NotFoundError(PROMO_NOT_FOUND);
    await this.provider.setPromotionCodeActive(id, active);
    await this.repository.setPromotionCodeActive(id, active);
    return this.promotionCodeById(id);
  }

  private async promotionCodeById(id: string): Promise<PromotionCode> {
    const found = await this.repository.findPromotionCode(id);
    if (!found || found.promo.id !== id) throw new NotFoundError(PROMO_NOT_FOUND);
    return promotionCodeOf(found);
  }

  private async packageById(id: string): Promise<SubscriptionPackage> {
    const found = await this.repository.findPackage(id);
    if (!found) throw new NotFoundError(PACKAGE_NOT_FOUND);
    return packageOf(found);
  }

  private requireAdmin(viewer: Viewer): void {
    authorize(viewer, 'billing.manage', ADMIN_ONLY);
  }

  /** Best-effort removal of what the provider created for a change our database then refused. */
  private async undo(work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch {
      // The original failure is what the caller needs to see.
    }
  }
}
