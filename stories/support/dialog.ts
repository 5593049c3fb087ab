import { screen, userEvent, within, type queries } from 'storybook/test';
import { expectDialogClosed, expectToast } from './expect';
import { clickButton } from './form';

/** Queries bound to one element: a dialog, a form, a row or a card (what `within` returns). */
export type Scope = ReturnType<typeof within<typeof queries>>;

/** The open dialog named `name`. */
export async function findDialog(name: string): Promise<Scope> {
  return within(await screen.findByRole('dialog', { name }));
}

/** Clicks the page's `button` (once the page has loaded) and returns the dialog it opens, `dialog`. */
export async function openDialog(
  canvasElement: HTMLElement,
  button: string,
  dialog = button,
): Promise<Scope> {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: button }));
  return findDialog(dialog);
}

/** The write went through: the server's message in a toast, and the dialog closed. */
export async function expectDoneAndClosed(toast: string) {
  await expectToast(toast);
  await expectDialogClosed();
}

/** Confirms a delete dialog and expects the server's message, the dialog closed. */
export async function confirmDelete(dialog: Scope, toast: string) {
  await clickButton(dialog, 'Delete');
  await expectDoneAndClosed(toast);
}

/** Opens the dialog `dialog` from the page's `button` (an `OpenDialog` for the plays). */
export const byButton =
  (button: string, dialog = button) =>
  (canvasElement: HTMLElement) =>
    openDialog(canvasElement, button, dialog);
