import type { ListState } from '../ListScreen/list-state';

// A paged list's states (ListState) as list screens' stories give them.

/** The rows are on their way. */
export const LIST_LOADING = { status: 'loading' } as const;

/** A loaded page of `rows`: page 1 of 1 (of 0 when there are no rows), 20 rows a page, unless told. */
export function listPage<Row>(
  rows: Row[],
  { page = 1, pageCount = rows.length > 0 ? 1 : 0, pageSize = 20 } = {},
): ListState<Row> {
  return { status: 'ready', rows, page, pageCount, pageSize };
}

/** The rows could not load: the page shows `message`. */
export const listLoadError = (message: string) => ({ status: 'error', message }) as const;

/**
 * A loaded page of a card screen's `items`, under its own `key` (PagedItemsState: 'videos', 'coupons'…):
 * page 1 of 1 (of 0 when there are none), unless told.
 */
export function itemsPage<Key extends string, Item>(
  key: Key,
  items: Item[],
  { page = 1, pageCount = items.length > 0 ? 1 : 0 } = {},
) {
  const keyed = { [key]: items } as Record<Key, Item[]>;
  return { status: 'ready' as const, page, pageCount, ...keyed };
}
