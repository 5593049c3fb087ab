import type { Paged } from '@salon/api/shared/schemas';
import { errorMessage } from './error-message';

/** A list screen's state: loading, the failed call's message, or ready with what `Ready` holds. */
export type ListState<Ready> =
  { status: 'loading' } | { status: 'error'; message: string } | ({ status: 'ready' } & Ready);

/**
 * The screen state of an SWR list: ready once there is data (also while it revalidates after an error),
 * else the error's message, else loading.
 */
export function listState<Data, Ready extends object>(
  list: { data?: Data; error?: unknown },
  ready: (data: Data) => Ready,
): ListState<Ready> {
  if (list.data) return { status: 'ready', ...ready(list.data) };
  if (list.error) return { status: 'error', message: errorMessage(list.error) };
  return { status: 'loading' };
}

/** What a paged table shows when ready: the page's rows, the page, the page count and the page size. */
export function tablePage<Item, Row>(
  data: Paged<Item>,
  toRow: (item: Item) => Row,
  page: number,
  pageSize: number,
) {
  return { rows: data.result.map(toRow), page, pageCount: data.totalPageSize, pageSize };
}
