import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { pageFromAddress, searchFromAddress, withPage, withSearch } from './list-address';
import { pageBackAfterRemoval } from './paging';

/** How long the search box waits for the user to pause before the address (and so the query) follows. */
const SEARCH_DELAY_MS = 300;

/**
 * `usePagedSearch` with the search text and the page kept in the address (`?q=&page=`): a reload, Back
 * and a shared link return to the same list. Typing replaces the address entry (Back does not step
 * through every letter); a page change adds one (Back returns to the previous page).
 *
 * The box keeps its own text and writes the address once the user pauses: a box that showed the
 * address itself lost letters typed faster than the router re-rendered ('security' became 'scury').
 */
export function useAddressPagedSearch() {
  const [params, setParams] = useSearchParams();
  const addressSearch = searchFromAddress(params);
  const page = pageFromAddress(params);
  const [search, setText] = useState(addressSearch);
  // `seen`: the address's search text at the last render; `sent`: the text this box last wrote. An
  // address that changed to anything else came from Back, Forward or a link, and the box follows it.
  const [seen, setSeen] = useState(addressSearch);
  const [sent, setSent] = useState(addressSearch);
  if (addressSearch !== seen) {
    setSeen(addressSearch);
    if (addressSearch !== sent) setText(addressSearch);
  }

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const setSearch = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setSent(value);
      setParams((current) => withSearch(current, value), { replace: true });
    }, SEARCH_DELAY_MS);
  };
  const setPage = (next: number) => setParams((current) => withPage(current, next));

  /** As `usePaging().afterRemoving`: back one page when the last row of a later page was deleted. */
  const afterRemoving = (rowsOnPage: number) => {
    const back = pageBackAfterRemoval(page, rowsOnPage);
    return () => {
      if (back !== null) setParams((current) => withPage(current, back), { replace: true });
    };
  };

  return { page, setPage, afterRemoving, search, setSearch, filterValue: addressSearch.trim() };
}

/** The page of a list without a search box, kept in the address (`?page=`). */
export function useAddressPaging() {
  const { page, setPage, afterRemoving } = useAddressPagedSearch();
  return { page, setPage, afterRemoving };
}
