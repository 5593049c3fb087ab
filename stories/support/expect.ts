import { expect, screen, waitFor, within } from 'storybook/test';
import type { Scope } from './dialog';

/** Expectations the catalogue stories of every area share. */

/**
 * The toast with the server's message after a write (or any text the page shows outside the story's root);
 * `timeout` for writes that take longer (the calendar's, with a revalidation behind them).
 */
export async function expectToast(text: string | RegExp, timeout?: number) {
  await expect(await screen.findByText(text, {}, timeout ? { timeout } : undefined)).toBeVisible();
}

/** No dialog is open any more (after a save, a delete or a cancel). */
export async function expectDialogClosed() {
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

/** The route guard (or a finished flow) sent the viewer to `path` (the story router's `redirected-to` marker). */
export async function expectRedirectedTo(canvasElement: HTMLElement, path: string | RegExp) {
  await waitFor(() => expect(within(canvasElement).getByTestId('redirected-to')).toHaveTextContent(path));
}

/** The page's alert (a failed load, a refused write) says `text`. */
export async function expectAlert(canvasElement: HTMLElement, text: string | RegExp) {
  await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(text);
}

/** Each of `texts` is visible in `scope` now (messages that a step has just shown). */
export async function expectTexts(scope: Scope, texts: (string | RegExp)[]) {
  for (const text of texts) {
    await expect(scope.getByText(text)).toBeVisible();
  }
}
