import { expect, userEvent, within } from 'storybook/test';

/**
 * A button story's whole play: pressing the button named `name` calls `onClick` once. For stories only
 * (it imports storybook's test tools).
 */
export function pressCallsOnClickPlay(name: string) {
  return async ({ args, canvasElement }: { args: { onClick?: unknown }; canvasElement: HTMLElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  };
}
