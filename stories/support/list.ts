import { expect, userEvent, waitFor, within } from 'storybook/test';

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

/** What a list page's header shows: its `heading`, and when named its search box and its add button. */
export interface ListHeader {
  heading: string;
  search?: string;
  add?: string;
}

/** The list page's header (see ListHeader), once the page has loaded. */
export async function expectListHeader(canvasElement: HTMLElement, { heading, search, add }: ListHeader) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { name: heading })).toBeVisible();
  if (search) await expect(canvas.getByRole('searchbox', { name: search })).toBeVisible();
  if (add) await expect(canvas.getByRole('button', { name: add })).toBeVisible();
}

/** Types `text` into the search box named `box` and waits until the table has `rows` rows (its header's one). */
export async function searchRows(canvasElement: HTMLElement, box: string, text: string, rows: number) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('searchbox', { name: box }), text);
  await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(rows));
}
