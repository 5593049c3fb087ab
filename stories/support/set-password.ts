import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

/**
 * Steps of the reset-link page (`/reset-password?token=…`), which the dashboard (staff) and the public
 * website (customers) both serve: the same form, messages and outcomes, only the sign-in path differs.
 */

/** Fills 'New Password' and 'Re-enter Password' and submits. */
export async function setPassword(canvasElement: HTMLElement, password: string, again = password) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('New Password'), password);
  await userEvent.type(canvas.getByLabelText('Re-enter Password'), again);
  await userEvent.click(canvas.getByRole('button', { name: 'Set password' }));
}

/** Sets a password and expects to land on `loginPath` with the confirmation. */
export async function expectPasswordSetThenSignIn(canvasElement: HTMLElement, loginPath: string) {
  await setPassword(canvasElement, 'Fresh8$pass');
  await waitFor(() =>
    expect(within(canvasElement).getByTestId('redirected-to')).toHaveTextContent(loginPath),
  );
  await expect(
    await screen.findByText('Your password has been set. Please sign in with your new password.'),
  ).toBeVisible();
}

/** Submits the empty form and expects both fields to be required. */
export async function expectPasswordsRequired(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Set password' }));
  await expect(canvas.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
    'Please enter password',
    'Please re-enter password',
  ]);
}

/** A used or expired link: the server's message, and 'Send me a new link' opens the `dialog` asking for one. */
export async function expectLinkUsedOffersNewLink(canvasElement: HTMLElement, dialog: string) {
  await setPassword(canvasElement, 'Fresh8$pass');
  const canvas = within(canvasElement);
  await expect(await canvas.findByText('This link has expired or was already used')).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: 'Send me a new link' }));
  await expect(await screen.findByRole('dialog', { name: dialog })).toBeVisible();
}
