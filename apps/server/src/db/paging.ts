import { ilike, or, type Column, type SQL } from 'drizzle-orm';

export interface PageRequest {
  pageNumber: number;
  pageSize: number;
  filterValue?: string;
}

export interface Page<T> {
  result: T[];
  totalPageSize: number;
  totalCount: number;
}

/** LIMIT and OFFSET of one page. */
export interface PageWindow {
  limit: number;
  offset: number;
}

/** The rows of one page and the count of every row that matches. */
export interface PageRows<T> {
  rows: T[];
  total: number;
}

/** The rows of `page` as LIMIT and OFFSET. */
export function windowOf(page: { pageNumber: number; pageSize: number }): PageWindow {
  return { limit: page.pageSize, offset: (page.pageNumber - 1) * page.pageSize };
}

/** A select that can still take LIMIT and OFFSET (a Drizzle select before them). */
interface Windowable<T> {
  limit(limit: number): { offset(offset: number): PromiseLike<T[]> };
}

/**
 * The rows of one page window and the count of all the matching rows, read at the same time: `rows` is
 * the ordered select, `total` a `select({ value: count() })` with the same conditions.
 */
export async function readPage<T>(
  window: PageWindow,
  rows: Windowable<T>,
  total: PromiseLike<Array<{ value: number }>>,
): Promise<PageRows<T>> {
  const [found, [counted]] = await Promise.all([rows.limit(window.limit).offset(window.offset), total]);
  return { rows: found, total: counted?.value ?? 0 };
}

export function pageOf<T>(rows: T[], totalCount: number, pageSize: number): Page<T> {
  return { result: rows, totalPageSize: Math.ceil(totalCount / pageSize), totalCount };
}

/** `%text%` for ILIKE, with the pattern characters of the text escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** `column ILIKE %text%` on any of `columns`, with the LIKE wildcards of the search text escaped. */
export function searchAny(filterValue: string | undefined, columns: Column[]): SQL | undefined {
  const text = filterValue?.trim();
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return or(...columns.map((column) => ilike(column, pattern)));
}
