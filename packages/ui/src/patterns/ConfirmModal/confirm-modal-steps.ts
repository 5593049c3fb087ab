import { expect, userEvent, within } from 'storybook/test';

/** What a confirm dialog's story checks: its title, its description and its two buttons. */
export interface ConfirmDialogTexts {
  title: string;
  description: string;
  confirm: string;
  cancel: string;
}

/**
 * A confirm dialog story's whole play: the dialog named `title` is described by `description`, its
 * `confirm` button calls `onConfirm` once and its `cancel` button `onCancel` once. For stories only
 * (it imports storybook's test tools).
 */
export function confirmDialogPlay({ title, description, confirm, cancel }: ConfirmDialogTexts) {
  return async ({
    args,
    canvasElement,
  }: {
    args: { onConfirm: unknown; onCancel: unknown };
    canvasElement: HTMLElement;
  }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: title });
    await expect(dialog).toHaveAccessibleDescription(description);
    await userEvent.click(within(dialog).getByRole('button', { name: confirm }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: cancel }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  };
}
