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

/** A dialog story's whole play: the empty submit is refused with these messages (`expectDialogSubmitRefused`). */
export function dialogSubmitRefusedPlay(submitName: string, messages: readonly string[]) {
  return ({ args }: { args: { onSubmit: unknown } }) =>
    expectDialogSubmitRefused(submitName, messages, args.onSubmit);
}
