import { useState } from 'react';
import { pageBackAfterRemoval } from './paging';

/** The page of a server-paged list, from 1. */
export function usePaging() {
  const [page, setPage] = useState(1);

  /**
   * The step to take once one of `rowsOnPage` rows has been deleted: back one page when it was the last
   * row of a page after the first. Taken now, so a page change during the write is kept.
   */
  const afterRemoving = (rowsOnPage: number) => {
    const back = pageBackAfterRemoval(page, rowsOnPage);
    return () => {
      if (back !== null) setPage(back);
    };
  };

  return { page, setPage, afterRemoving };
}
