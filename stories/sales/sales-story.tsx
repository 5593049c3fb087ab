import { saleHandlers, type SaleStore } from '@salon/api/mocks/handlers/sales';
import { stylistHandlers } from '@salon/api/mocks/handlers/stylists';
import { rolesFor } from '@salon/api/permissions';
import type { Role } from '@salon/api/shared/schemas';
import { RoleGuard } from '@salon/features/core';
import {
  CheckoutContainer,
  NewSaleContainer,
  SALES_ROLES,
  SalesListContainer,
  TaxSettingsContainer,
} from '@salon/features/sales';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AnyHandler } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AddressProbe } from '../support/address';
import { pageParameters } from '../support/page-meta';

export type Args = { role: Role };

/** A sale's handlers: the desk's in-memory sales (`store`) and the salon's stylists for the lines. */
export const salesHandlers = (store?: SaleStore, overrides: AnyHandler[] = []) => ({
  sales: [...overrides, ...saleHandlers(store)],
  stylists: stylistHandlers(),
});

/** The handlers of one story (its own copy of the desk), as `parameters`. */
export const salesMsw = (store?: SaleStore, overrides: AnyHandler[] = []) => ({
  msw: { handlers: salesHandlers(store, overrides) },
});

/** /sales/new and /sales/:saleId as the admin app routes them, guarded, with the address probe. */
export const renderSalePages = () => (
  <RoleGuard allow={SALES_ROLES}>
    <Routes>
      <Route path="new" element={<NewSaleContainer />} />
      <Route path=":saleId" element={<CheckoutContainer />} />
    </Routes>
    <AddressProbe />
  </RoleGuard>
);

/** Every story of a sale's page: the owner, the page at `/sales/<id>` (`route` in the story). */
export const SALE_PAGE_META = { render: renderSalePages, args: { role: 'salon' } } satisfies Meta<Args>;
export type SaleStory = StoryObj<typeof SALE_PAGE_META>;
/** A literal meta's `parameters: { ...saleParameters(id) }`: the sale's address and the desk. */
export const saleParameters = (saleId: string) =>
  pageParameters(salesHandlers(), `/sales/${saleId}`, '/sales/*');

/** /sales, guarded, with the address probe. */
export const renderSalesList = () => (
  <RoleGuard allow={SALES_ROLES}>
    <SalesListContainer />
    <AddressProbe />
  </RoleGuard>
);
export const SALES_LIST_META = { render: renderSalesList, args: { role: 'salon' } } satisfies Meta<Args>;
export type SalesListStory = StoryObj<typeof SALES_LIST_META>;
export const salesListParameters = () => pageParameters(salesHandlers(), '/sales');

/** The Taxes section of /booking-settings, for the roles that set the taxes. */
export const renderTaxSettings = () => (
  <RoleGuard allow={rolesFor('sales.settings')}>
    <TaxSettingsContainer />
  </RoleGuard>
);

/** The checkout, once the sale has loaded: its Pay button. */
export async function payButton(canvasElement: HTMLElement, amount?: string) {
  return within(canvasElement).findByRole('button', { name: amount ? `Pay ${amount}` : /^Pay / });
}

/** Waits for the checkout's Pay button to ask for `amount` (the server priced the change). */
export async function expectDue(canvasElement: HTMLElement, amount: string) {
  await waitFor(() =>
    expect(within(canvasElement).getByRole('button', { name: /^Pay / })).toHaveAccessibleName(
      `Pay ${amount}`,
    ),
  );
}

/** Searches the items and adds `name`. */
export async function addItem(canvasElement: HTMLElement, search: string, name: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('searchbox', { name: /Add a service or product/ }), search);
  await userEvent.click(await canvas.findByRole('button', { name: `Add ${name}` }));
}

/** Opens the payment modal from Pay. */
export async function openPayment(canvasElement: HTMLElement, amount?: string) {
  await userEvent.click(await payButton(canvasElement, amount));
  return within(await screen.findByRole('dialog', { name: 'Take payment' }));
}
