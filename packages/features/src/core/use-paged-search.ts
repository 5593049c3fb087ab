import { useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';
import { usePaging } from './use-paging';

/**
 * The search box and page of a server-paged list: the server gets the search trimmed and debounced
 * (`filterValue`), and a new search starts again at page 1.
 */
export function usePagedSearch() {
  const [search, setSearchText] = useState('');
  const paging = usePaging();
  const filterValue = useDebouncedValue(search.trim());

  const setSearch = (value: string) => {
    setSearchText(value);
    paging.setPage(1);
  };

  return { ...paging, search, setSearch, filterValue };
}
