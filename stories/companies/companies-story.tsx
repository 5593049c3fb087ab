import { CompaniesContainer, COMPANY_PAGE_ROLES } from '@salon/features/companies';
import { RoleGuard } from '@salon/features/core';
import type { Role } from '@salon/api/shared/schemas';
import { screen, userEvent, within } from 'storybook/test';

export type Args = { role: Role };

/** /company as the admin app routes it: the role guard around the container. */
export const renderCompanies = () => (
  <RoleGuard allow={COMPANY_PAGE_ROLES}>
    <CompaniesContainer />
  </RoleGuard>
);

export async function rowOf(canvasElement: HTMLElement, name: string) {
  const cell = await within(canvasElement).findByRole('cell', { name });
  return within(cell.closest('tr')!);
}

export async function openFromRow(canvasElement: HTMLElement, name: string, button: string, dialog: string) {
  const row = await rowOf(canvasElement, name);
  await userEvent.click(row.getByRole('button', { name: button }));
  return within(await screen.findByRole('dialog', { name: dialog }));
}
