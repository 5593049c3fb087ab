import { getSaleItems } from '@salon/api/sales/endpoints';
import { useApiQuery, useDebouncedValue } from '../core';
import { saleKeys } from './keys';

/** The services and products whose name holds `search` (asked once the typing pauses; nothing for ''). */
export function useSaleItems(search: string) {
  const text = useDebouncedValue(search.trim(), 250);
  const query = useApiQuery(
    text ? saleKeys.items(text) : null,
    getSaleItems,
    text ? { query: { search: text } } : null,
    {
      keepPreviousData: true,
    },
  );
  return { ...query, pending: search.trim() !== text || query.isLoading };
}
