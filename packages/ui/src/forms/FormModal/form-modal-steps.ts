import { expect, screen, userEvent, waitFor } from 'storybook/test';

/**
 * Story step: pressing the open dialog's submit button shows these field messages as alerts, in
 * order, and sends nothing. For stories only (it imports storybook's test tools).
 */
export async function expectDialogSubmitRefused(
  submitName: string,
  messages: readonly string[],
  onSubmit: unknown,
) {
  await userEvent.click(await screen.findByRole('button', { name: submitName }));
  await waitFor(() =>
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(messages),
  );
  await expect(onSubmit).not.toHaveBeenCalled();
}
