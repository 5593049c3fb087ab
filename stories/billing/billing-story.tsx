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
