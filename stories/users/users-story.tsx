import { clientHandlers } from '@salon/api/mocks/handlers/clients';
import type { Role } from '@salon/api/shared/schemas';
import { RoleGuard } from '@salon/features/core';
import { USERS_PAGE_ROLES, UsersContainer } from '@salon/features/users';
import { expect, screen, userEvent, within } from 'storybook/test';

export type Args = { role: Role };

/** /users as the admin app routes it: the role guard around the container. */
export const renderUsers = () => (
  <RoleGuard allow={USERS_PAGE_ROLES}>
    <UsersContainer />
  </RoleGuard>
);

/** A story's handlers of the area for another viewer (a stylist sees only their own clients). */
export const usersHandlersFor = (role: Role) => ({ msw: { handlers: { users: clientHandlers(role) } } });

/** The table row of the user named `name`, once the list has loaded. */
export async function rowOf(canvasElement: HTMLElement, name: string) {
  const cell = await within(canvasElement).findByRole('cell', { name });
  return within(cell.closest('tr')!);
}

/** Clicks a row's button and returns the dialog it opens. */
export async function openFromRow(canvasElement: HTMLElement, name: string, button: string, dialog: string) {
  const row = await rowOf(canvasElement, name);
  await userEvent.click(row.getByRole('button', { name: button }));
  return within(await screen.findByRole('dialog', { name: dialog }));
}

export async function expectToast(text: string) {
  await expect(await screen.findByText(text)).toBeVisible();
}
