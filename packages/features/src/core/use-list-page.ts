import type { ApiError } from '@salon/api/errors';
import type { Paged } from '@salon/api/shared/schemas';
import { useSWRConfig, type SWRResponse } from 'swr';
import { useAddressPagedSearch } from './use-address-paged-search';
import { useListModal } from './use-list-modal';
import { useRowWriteRunner } from './use-row-write-runner';

/** The query every paged list of the back office sends. */
export interface ListPageQuery {
  pageNumber: number;
  pageSize: number;
  filterValue: string;
}

/** What every list page shares: `mutate(listKey)` re-reads every page of its list after a write. */
type ListKey = Parameters<ReturnType<typeof useSWRConfig>['mutate']>[0];

/**
 * A back-office list page around its list: the search and page in the address, the page of items from
 * `useList`, the open modal with its write runner, and the per-row writes (switches), each re-reading
 * every page of the list after a write.
 */
export function useListPage<Item extends { _id: string }, Modal>(
  listKey: ListKey,
  useList: (query: ListPageQuery) => SWRResponse<Paged<Item>, ApiError>,
  pageSize: number,
) {
  const { mutate } = useSWRConfig();
  const reload = () => mutate(listKey);
  const paging = useAddressPagedSearch();
  const list = useList({ pageNumber: paging.page, pageSize, filterValue: paging.filterValue });
  const modal = useListModal<Modal>(reload);
  const rowWrites = useRowWriteRunner(reload);
  const items = list.data?.result ?? [];
  /** Opens the modal `toModal` makes of the listed item `id` (none when the item has left the list). */
  const showItem = (id: string, toModal: (item: Item) => Modal) => {
    const item = items.find((candidate) => candidate._id === id);
    if (item) modal.show(toModal(item));
  };
  /** Deletes a listed item, then goes back a page when it was the last row of a later page. */
  const removeItem = async (write: () => Promise<string>) => {
    const stepBack = paging.afterRemoving(items.length);
    if (await modal.run(write, 'toast')) stepBack();
  };
  return { ...paging, ...modal, list, items, showItem, removeItem, rowWrites, reload };
}
