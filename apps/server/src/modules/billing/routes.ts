import {
  addPlan,
  addPromotionCode,
  addProviderCoupon,
  checkPromoCode,
  deletePlan,
  deleteProviderCoupon,
  deleteSubscriptionPackage,
  enablePlan,
  enablePromotionCode,
  enableSubscriptionPackage,
  getPackages,
  getPromotionCodes,
  getProviderCoupons,
  getSubscriptionPackages,
  renameProviderCoupon,
  saveSubscriptionPackage,
} from '@salon/api/billing/endpoints';
import { PROMO_CHECK_TOO_MANY } from '@salon/api/billing/schemas';
import type { ContractRouter } from '../../http/contract-route';
import { byAddress, limitedBy, type Limits } from '../../http/rate-limit';
import type { BillingService } from './service';

/** Spec 2 §8: the success toast of the package and plan switches. */
export const PACKAGE_STATUS_CHANGED = 'Package status changed';

export function billingRoutes(route: ContractRouter, billing: BillingService, limits: Limits): void {
  // Packages and plans.
  route(getSubscriptionPackages, async ({ viewer, query }) => ({
    data: await billing.listPackages(viewer, query.interval),
  }));
  route(getPackages, async ({ query }) => ({ data: await billing.publicPackages(query.interval) }));
  route(saveSubscriptionPackage, async ({ viewer, body }) => {
    const { pkg, created } = await billing.savePackage(viewer, body);
    return { data: pkg, message: created ? 'Package added successfully' : 'Package updated successfully' };
  });
  route(enableSubscriptionPackage, async ({ viewer, query, body }) => ({
    data: await billing.setPackageActive(viewer, query.productId, body.active),
    message: PACKAGE_STATUS_CHANGED,
  }));
  route(deleteSubscriptionPackage, async ({ viewer, query }) => {
    await billing.deletePackage(viewer, query.productId);
    return { data: null, message: 'Package deleted successfully' };
  });
  route(addPlan, async ({ viewer, body }) => ({
    data: await billing.addPlan(viewer, body),
    message: 'Plan added successfully',
  }));
  route(enablePlan, async ({ viewer, params, body }) => ({
    data: await billing.setPlanActive(viewer, params.id, body.active),
    message: PACKAGE_STATUS_CHANGED,
  }));
  route(deletePlan, async ({ viewer, params }) => {
    await billing.deletePlan(viewer, params.id);
    return { data: null, message: 'Plan deleted successfully' };
  });

  // Provider coupons.
  route(getProviderCoupons, async ({ viewer }) => ({ data: await billing.listCoupons(viewer) }));
  route(addProviderCoupon, async ({ viewer, body }) => ({
    data: await billing.addCoupon(viewer, body),
    message: 'Coupon added successfully',
  }));
  route(renameProviderCoupon, async ({ viewer, params, body }) => ({
    data: await billing.renameCoupon(viewer, params.id, body.name),
    message: 'Coupon updated successfully',
  }));
  route(deleteProviderCoupon, async ({ viewer, params }) => {
    await billing.deleteCoupon(viewer, params.id);
    return { data: null, message: 'Coupon deleted successfully' };
  });

  // Promotion codes.
  route(getPromotionCodes, async ({ viewer }) => ({ data: await billing.listPromotionCodes(viewer) }));
  // Onboarding's typed code, limited per address: no list to read, and no guessing at speed.
  route(
    checkPromoCode,
    async ({ body }) => ({ data: await billing.checkPromotionCode(body) }),
    limitedBy([limits.limit('promoCheck', PROMO_CHECK_TOO_MANY), byAddress]),
  );
  route(addPromotionCode, async ({ viewer, body }) => ({
    data: await billing.addPromotionCode(viewer, body),
    message: 'Promo code added successfully',
  }));
  route(enablePromotionCode, async ({ viewer, params, body }) => {
    const promo = await billing.setPromotionCodeActive(viewer, params.id, body.active);
    return {
      data: promo,
      message: promo.active ? 'Promo code activated successfully' : 'Promo code deactivated successfully',
    };
  });
}
