import { namedKeys } from '../core/area-keys';
export const billingKeys = {
  ...namedKeys('billing', [
    'packages',
    'coupons',
    'promo-codes',
    'save-package',
    'toggle-package',
    'delete-package',
    'add-plan',
    'toggle-plan',
    'delete-plan',
    'add-coupon',
    'rename-coupon',
    'delete-coupon',
    'add-promo-code',
    'toggle-promo-code',
  ]),
};
