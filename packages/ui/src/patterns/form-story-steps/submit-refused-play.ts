import { expectSubmitRefused } from '../FormField/validation-steps';

/**
 * A form story's play function: pressing the empty form's submit button (named `submitName`) shows
 * these field messages as alerts, in order, and `args.onSubmit` is not called. For stories only.
 */
export const submitRefusedPlay =
  (submitName: string, messages: readonly string[]) =>
  ({ args, canvasElement }: { args: { onSubmit: unknown }; canvasElement: HTMLElement }) =>
    expectSubmitRefused(canvasElement, submitName, messages, args.onSubmit);
