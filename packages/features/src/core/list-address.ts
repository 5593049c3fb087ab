/**
 * A list's place in the address (`?q=&page=`), so a reload, Back and a shared link return to the same
 * search and page. Pure helpers of `useAddressPagedSearch`.
 */
export const SEARCH_PARAM = 'q';
export const PAGE_PARAM = 'page';

/** The page the address names: a whole number from 1; anything else is page 1. */
export function pageFromAddress(params: URLSearchParams): number {
  const value = params.get(PAGE_PARAM);
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** The search text the address holds (untrimmed: it is what the box shows). */
export function searchFromAddress(params: URLSearchParams): string {
  return (params.get(SEARCH_PARAM) ?? '').slice(0, 200);
}

/** The address after typing `text`: a new search starts at page 1; an empty one leaves no `q`. */
export function withSearch(params: URLSearchParams, text: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (text) next.set(SEARCH_PARAM, text);
  else next.delete(SEARCH_PARAM);
  next.delete(PAGE_PARAM);
  return next;
}

/** The address on `page`; page 1 leaves no `page`. */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set(PAGE_PARAM, String(page));
  else next.delete(PAGE_PARAM);
  return next;
}
