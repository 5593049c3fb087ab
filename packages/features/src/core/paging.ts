/** The number of the first row of `page` (1-based), for lists that number their rows. */
export function firstRowNumber(page: number, pageSize: number): number {
  return (page - 1) * pageSize + 1;
}

/** The page to go back to when deleting one of `rowsOnPage` rows empties a page after the first; else null. */
export function pageBackAfterRemoval(page: number, rowsOnPage: number): number | null {
  return rowsOnPage === 1 && page > 1 ? page - 1 : null;
}
