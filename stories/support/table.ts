import { screen, userEvent, within } from 'storybook/test';

/** The table row holding a cell named `name` (a user's or a salon's name, ...), once the list has loaded. */
export async function rowOf(canvasElement: HTMLElement, name: string) {
  const cell = await within(canvasElement).findByRole('cell', { name });
  return within(cell.closest('tr')!);
}

/** Clicks a row's `button` and returns the dialog it opens, `dialog` (named as the button unless told). */
export async function openFromRow(canvasElement: HTMLElement, name: string, button: string, dialog = button) {
  const row = await rowOf(canvasElement, name);
  await userEvent.click(row.getByRole('button', { name: button }));
  return within(await screen.findByRole('dialog', { name: dialog }));
}

/** Opens the dialog `dialog` from the `button` of the row `name` (an `OpenDialog` for the plays). */
export const fromRow =
  (name: string, button: string, dialog = button) =>
  (canvasElement: HTMLElement) =>
    openFromRow(canvasElement, name, button, dialog);
