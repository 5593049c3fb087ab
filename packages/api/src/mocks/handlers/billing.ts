import * as endpoints from '../../billing/endpoints';
import type {
  ActiveBody,
  PackageBody,
  Plan,
  PlanBody,
  PromoCheck,
  PromoCheckBody,
  PromotionCode,
  PromotionCodeBody,
  ProviderCouponBody,
  ProviderCouponRenameBody,
} from '../../billing/schemas';
import { PROMO_EXPIRED, PROMO_UNKNOWN } from '../../billing/schemas';
import { FIXED_NOW } from '../clock';
import {
  buildPackage,
  buildPlan,
  buildPromotionCode,
  buildProviderCoupon,
  promotionCodes,
  promotionCouponOf,
  providerCoupons,
  subscriptionPackages,
} from '../factories/billing';
import { fail, mockEndpoint, mockFailure, mockPending, ok } from '../http';

const packageById = (id: string | null) => subscriptionPackages.find((item) => item.id === id);
const planById = (id: unknown) =>
  subscriptionPackages.flatMap((item) => item.plans).find((plan) => plan.id === id);
const couponById = (id: unknown) => providerCoupons.find((coupon) => coupon.id === id);
const promoById = (id: unknown) => promotionCodes.find((promo) => promo.id === id);

/** A code's price for one plan, as the server answers `POST /promo-codes/check`. */
export function promoCheckOf(promo: PromotionCode, plan: Plan): PromoCheck {
  const discount = Math.min(promo.coupon.amount_off ?? 0, plan.amount);
  return {
    code: promo.code,
    name: promo.coupon.name,
    duration: promo.coupon.duration,
    duration_in_months: promo.coupon.duration_in_months,
    plan: plan.id,
    interval: plan.interval,
    price: plan.amount,
    discount,
    total: plan.amount - discount,
  };
}

/** The platform's pricing: packages and plans, provider coupons, promotion codes. Stateless. */
export function billingHandlers() {
  return [
    mockEndpoint(endpoints.getSubscriptionPackages, ({ request }) => {
      const interval = new URL(request.url).searchParams.get('interval');
      return ok(
        subscriptionPackages.map((item) => ({
          ...item,
          plans: interval ? item.plans.filter((plan) => plan.interval === interval) : item.plans,
        })),
      );
    }),
    mockEndpoint(endpoints.getPackages, ({ request }) => {
      const interval = new URL(request.url).searchParams.get('interval');
      return ok(
        subscriptionPackages
          .filter((item) => item.active)
          .map((item) => ({
            ...item,
            plans: item.plans.filter((plan) => plan.active && plan.interval === interval),
          }))
          .filter((item) => item.plans.length > 0),
      );
    }),
    mockEndpoint(endpoints.saveSubscriptionPackage, async ({ request }) => {
      const body = (await request.json()) as PackageBody;
      if (body.productId) {
        const existing = packageById(body.productId);
        if (!existing) return fail(404, 'Package not found');
        return ok(
          { ...existing, name: body.name, description: body.description, metadata: body.metadata },
          'Package updated successfully',
        );
      }
      const id = 'prod_mockNew';
      return ok(
        buildPackage({
          id,
          name: body.name,
          description: body.description,
          metadata: body.metadata,
          plans: [
            buildPlan({ id: 'price_mockNewMonth', product: id, amount: body.monthlyAmount ?? 0 }),
            buildPlan({
              id: 'price_mockNewYear',
              product: id,
              amount: body.annualAmount ?? 0,
              interval: 'year',
            }),
          ],
        }),
        'Package added successfully',
      );
    }),
    mockEndpoint(endpoints.enableSubscriptionPackage, async ({ request }) => {
      const { active } = (await request.json()) as ActiveBody;
      const existing = packageById(new URL(request.url).searchParams.get('productId'));
      if (!existing) return fail(404, 'Package not found');
      return ok({ ...existing, active }, 'Package status changed');
    }),
    mockEndpoint(endpoints.deleteSubscriptionPackage, () => ok(null, 'Package deleted successfully')),
    mockEndpoint(endpoints.addPlan, async ({ request }) => {
      const body = (await request.json()) as PlanBody;
      const existing = packageById(body.product);
      if (!existing) return fail(404, 'Package not found');
      if (existing.plans.some((plan) => plan.interval === body.interval)) {
        return fail(409, 'This package already has a plan of this interval');
      }
      return ok(
        buildPlan({
          id: 'price_mockAdded',
          product: body.product,
          amount: body.amount,
          interval: body.interval,
        }),
        'Plan added successfully',
      );
    }),
    mockEndpoint(endpoints.enablePlan, async ({ request, params }) => {
      const { active } = (await request.json()) as ActiveBody;
      const plan = planById(params.id);
      if (!plan) return fail(404, 'Plan not found');
      return ok({ ...plan, active }, 'Package status changed');
    }),
    mockEndpoint(endpoints.deletePlan, () => ok(null, 'Plan deleted successfully')),

    mockEndpoint(endpoints.getProviderCoupons, () => ok(providerCoupons)),
    mockEndpoint(endpoints.addProviderCoupon, async ({ request }) => {
      const body = (await request.json()) as ProviderCouponBody;
      return ok(
        buildProviderCoupon({
          id: 'coupon_mockNew',
          name: body.name,
          duration: body.duration,
          duration_in_months: body.duration === 'repeating' ? (body.duration_in_months ?? null) : null,
          amount_off: body.amount_off,
          createdAt: FIXED_NOW.toISOString(),
        }),
        'Coupon added successfully',
      );
    }),
    mockEndpoint(endpoints.renameProviderCoupon, async ({ request, params }) => {
      const { name } = (await request.json()) as ProviderCouponRenameBody;
      const coupon = couponById(params.id);
      if (!coupon) return fail(404, 'Coupon not found');
      return ok({ ...coupon, name }, 'Coupon updated successfully');
    }),
    mockEndpoint(endpoints.deleteProviderCoupon, () => ok(null, 'Coupon deleted successfully')),

    mockEndpoint(endpoints.getPromotionCodes, () => ok(promotionCodes)),
    mockEndpoint(endpoints.checkPromoCode, async ({ request }) => {
      const body = (await request.json()) as PromoCheckBody;
      const promo = promotionCodes.find((item) => item.code === body.code.trim().toUpperCase());
      if (!promo) return fail(404, PROMO_UNKNOWN);
      if (!promo.active) return fail(409, PROMO_EXPIRED);
      const plan = planById(body.plan);
      if (!plan) return fail(400, 'Please select one of the option');
      return ok(promoCheckOf(promo, plan));
    }),
    mockEndpoint(endpoints.addPromotionCode, async ({ request }) => {
      const body = (await request.json()) as PromotionCodeBody;
      const coupon = couponById(body.coupon);
      if (!coupon) return fail(404, 'Coupon not found');
      return ok(
        buildPromotionCode({
          id: 'promo_mockNew',
          code: body.code.trim().toUpperCase(),
          coupon: promotionCouponOf(coupon),
          createdAt: FIXED_NOW.toISOString(),
        }),
        'Promo code added successfully',
      );
    }),
    mockEndpoint(endpoints.enablePromotionCode, async ({ request, params }) => {
      const { active } = (await request.json()) as ActiveBody;
      const promo = promoById(params.id);
      if (!promo) return fail(404, 'Promotion code not found');
      return ok(
        { ...promo, active },
        active ? 'Promo code activated successfully' : 'Promo code deactivated successfully',
      );
    }),
  ];
}

export const billingFailures = {
  packagesLoading: mockPending(endpoints.getSubscriptionPackages),
  packagesEmpty: mockEndpoint(endpoints.getSubscriptionPackages, () => ok([])),
  packagesError: mockFailure(
    endpoints.getSubscriptionPackages,
    500,
    'Could not load the packages, please try again',
  ),
  packageToggleFails: mockFailure(
    endpoints.enableSubscriptionPackage,
    409,
    'The package could not be changed right now',
  ),
  planToggleFails: mockFailure(endpoints.enablePlan, 500, 'Stripe is unavailable'),
  packageNameTaken: mockFailure(
    endpoints.saveSubscriptionPackage,
    409,
    'A package with this name already exists',
  ),
  couponsLoading: mockPending(endpoints.getProviderCoupons),
  couponsEmpty: mockEndpoint(endpoints.getProviderCoupons, () => ok([])),
  couponsError: mockFailure(
    endpoints.getProviderCoupons,
    500,
    'Could not load the coupons, please try again',
  ),
  couponInUse: mockFailure(
    endpoints.deleteProviderCoupon,
    409,
    'This coupon has active promotion codes. Deactivate them before deleting the coupon.',
  ),
  promoCodesLoading: mockPending(endpoints.getPromotionCodes),
  promoCodesEmpty: mockEndpoint(endpoints.getPromotionCodes, () => ok([])),
  promoCodesError: mockFailure(
    endpoints.getPromotionCodes,
    500,
    'Could not load the promotion codes, please try again',
  ),
  promoCodeTaken: mockFailure(endpoints.addPromotionCode, 409, 'This promotional code already exists'),
};
