import type { Paged } from '../shared/schemas';

/** Case-insensitive `contains` on any of the texts; a search for digits also matches the phone's digits. */
export function matchesFilter(
  filterValue: string | null | undefined,
  ...texts: Array<string | null>
): boolean {
  const needle = filterValue?.trim().toLowerCase();
  if (!needle) return true;
  const digits = needle.replace(/\D/g, '');
  return texts.some(
    (text) =>
      text !== null && (text.toLowerCase().includes(needle) || (digits !== '' && text.includes(digits))),
  );
}

/** One page of `rows`, as the server pages them; `totalCount` when the rows stand for a longer list. */
export function pageOf<T>(
  rows: readonly T[],
  pageNumber = 1,
  pageSize = 20,
  totalCount = rows.length,
): Paged<T> {
  return {
    result: rows.slice((pageNumber - 1) * pageSize, pageNumber * pageSize),
    totalPageSize: Math.ceil(totalCount / pageSize),
    totalCount,
  };
}

/** The page a request's `pageNumber` and `pageSize` ask for (bad or missing values: page 1, `defaultSize`). */
export function pageOfRequest<T>(rows: readonly T[], url: URL, defaultSize = 20): Paged<T> {
  const pageNumber = Math.max(1, Number(url.searchParams.get('pageNumber') ?? 1) || 1);
  const pageSize = Math.max(1, Number(url.searchParams.get('pageSize') ?? defaultSize) || defaultSize);
  return pageOf(rows, pageNumber, pageSize);
}
