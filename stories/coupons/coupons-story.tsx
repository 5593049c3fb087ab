import { FIXED_NOW } from '@salon/api/mocks/clock';
import type { Role } from '@salon/api/shared/schemas';
import { RoleGuard } from '@salon/features/core';
import { COUPON_PAGE_ROLES, CouponsContainer } from '@salon/features/coupons';
import { within } from 'storybook/test';
import { AddressProbe } from '../support/address';
import { openDialog } from '../support/dialog';
import { couponHandlers } from '@salon/api/mocks/handlers/coupons';
import { pageParameters } from '../support/page-meta';
import type { Meta, StoryObj } from '@storybook/react-vite';

export type Args = { role: Role };

/**
 * /coupon as the admin app routes it: the role guard around the container, on the fixed clock, with the
 * address probe (the list keeps its search and page in the address).
 */
export const renderCoupons = () => (
  <RoleGuard allow={COUPON_PAGE_ROLES}>
    <CouponsContainer now={FIXED_NOW} />
    <AddressProbe />
  </RoleGuard>
);

/** The card of the coupon titled `title`. */
export async function cardOf(canvasElement: HTMLElement, title: string) {
  const heading = await within(canvasElement).findByRole('heading', { name: title });
  return within(heading.closest('li')!);
}

export const openAdd = (canvasElement: HTMLElement) =>
  openDialog(canvasElement, 'Add Coupon', 'Add New Coupon');

/** Every /coupon story's page and viewer: the guarded page as the salon's owner sees it. */
export const COUPONS_PAGE_META = { render: renderCoupons, args: { role: 'salon' } } satisfies Meta<Args>;
/** The story type of the files whose meta spreads `COUPONS_PAGE_META`. */
export type CouponsStory = StoryObj<typeof COUPONS_PAGE_META>;
/** Every /coupon story's address and handlers (a literal meta's `parameters: { ...couponsParameters() }`). */
export const couponsParameters = () => pageParameters({ coupons: couponHandlers() }, '/coupon');
