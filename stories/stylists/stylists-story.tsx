import type { Role } from '@salon/api/shared/schemas';
import { expect, screen, userEvent, within } from 'storybook/test';

export type Args = { role: Role };

/** /stylist as the admin app routes it: the route guard around the container. */
export { stylistsPage as renderStylists } from '../support/pages';

/** The table row of the stylist named `name`, once the list has loaded. */
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

export async function alertsOf(dialog: ReturnType<typeof within>) {
  return dialog.getAllByRole('alert').map((alert: HTMLElement) => alert.textContent);
}
