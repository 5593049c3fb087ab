import { expect, waitFor, within } from 'storybook/test';

/** Expectations of the back-office lists (tables and card lists) in their states. */

/** The table's column headers, left to right. */
export async function expectColumns(canvasElement: HTMLElement, headers: string[]) {
  await expect(
    within(canvasElement)
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  ).toEqual(headers);
}

/** The table is marked busy while its first page loads. */
export async function expectTableBusy(canvasElement: HTMLElement) {
  await waitFor(() => expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true'));
}

/** The card list named `name` is marked busy while it loads. */
export async function expectListBusy(canvasElement: HTMLElement, name: string) {
  await waitFor(() =>
    expect(within(canvasElement).getByRole('list', { name })).toHaveAttribute('aria-busy', 'true'),
  );
}

/** The empty state: 'No Data Found!' and the list's own `message`. */
export async function expectNoData(canvasElement: HTMLElement, message: string) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText('No Data Found!')).toBeVisible();
  await expect(canvas.getByText(message)).toBeVisible();
}
