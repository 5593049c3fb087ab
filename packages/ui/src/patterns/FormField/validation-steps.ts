import { expect, userEvent, within } from 'storybook/test';

/**
 * Story step: pressing the form's submit button shows these field messages as alerts, in order, and
 * sends nothing. For stories only (it imports storybook's test tools).
 */
export async function expectSubmitRefused(
  canvasElement: HTMLElement,
  submitName: string,
  messages: readonly string[],
  onSubmit: unknown,
) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: submitName }));
  await expect(canvas.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(messages);
  await expect(onSubmit).not.toHaveBeenCalled();
}
