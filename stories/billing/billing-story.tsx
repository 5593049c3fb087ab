import {
  BILLING_PAGE_ROLES,
  PromoCodesContainer,
  ProviderCouponsContainer,
  SubscriptionPackagesContainer,
} from '@salon/features/billing';
import { RoleGuard } from '@salon/features/core';
import type { Role } from '@salon/api/shared/schemas';
import { userEvent, within } from 'storybook/test';
import { AddressProbe } from '../support/address';
import { findDialog } from '../support/dialog';
import { billingHandlers } from '@salon/api/mocks/handlers/billing';
import { pageParameters } from '../support/page-meta';
import type { Meta, StoryObj } from '@storybook/react-vite';

export { findDialog };

export type Args = { role: Role };

/** The three pages as the admin app routes them: the role guard around each container. */
export const renderPackages = () => (
  <RoleGuard allow={BILLING_PAGE_ROLES}>
    <SubscriptionPackagesContainer />
  </RoleGuard>
);

/** With the address probe: the list keeps its search and page in the address. */
export const renderCoupons = () => (
  <RoleGuard allow={BILLING_PAGE_ROLES}>
    <ProviderCouponsContainer />
    <AddressProbe />
  </RoleGuard>
);

export const renderPromoCodes = () => (
  <RoleGuard allow={BILLING_PAGE_ROLES}>
    <PromoCodesContainer />
  </RoleGuard>
);

/** The card named `name` (a list item labelled with it). */
export async function cardOf(canvasElement: HTMLElement, name: string) {
  return within(await within(canvasElement).findByRole('listitem', { name }));
}

/** Clicks a card's `button` and returns the dialog it opens, `dialog`. */
export async function openFromCard(
  canvasElement: HTMLElement,
  card: string,
  button: string,
  dialog = button,
) {
  const item = await cardOf(canvasElement, card);
  await userEvent.click(item.getByRole('button', { name: button }));
  return findDialog(dialog);
}

/** Every /subscription story's page and viewer: the guarded page as the platform admin sees it. */
export const PACKAGES_PAGE_META = { render: renderPackages, args: { role: 'admin' } } satisfies Meta<Args>;
/** The story type of the files whose meta spreads `PACKAGES_PAGE_META`. */
export type PackagesStory = StoryObj<typeof PACKAGES_PAGE_META>;
/** Every /subscription story's address and handlers (a literal meta's `parameters: { ...packagesParameters() }`). */
export const packagesParameters = () => pageParameters({ billing: billingHandlers() }, '/subscription');

/** Every /coupon-bookb story's page and viewer: the guarded page as the platform admin sees it. */
export const PROVIDER_COUPONS_PAGE_META = {
  render: renderCoupons,
  args: { role: 'admin' },
} satisfies Meta<Args>;
/** The story type of the files whose meta spreads `PROVIDER_COUPONS_PAGE_META`. */
export type ProviderCouponsStory = StoryObj<typeof PROVIDER_COUPONS_PAGE_META>;
/** Every /coupon-bookb story's address and handlers (a literal meta's `parameters: { ...providerCouponsParameters() }`). */
export const providerCouponsParameters = () =>
  pageParameters({ billing: billingHandlers() }, '/coupon-bookb');

/** Every /promo-codes story's page and viewer: the guarded page as the platform admin sees it. */
export const PROMO_CODES_PAGE_META = {
  render: renderPromoCodes,
  args: { role: 'admin' },
} satisfies Meta<Args>;
/** The story type of the files whose meta spreads `PROMO_CODES_PAGE_META`. */
export type PromoCodesStory = StoryObj<typeof PROMO_CODES_PAGE_META>;
/** Every /promo-codes story's address and handlers (a literal meta's `parameters: { ...promoCodesParameters() }`). */
export const promoCodesParameters = () => pageParameters({ billing: billingHandlers() }, '/promo-codes');
