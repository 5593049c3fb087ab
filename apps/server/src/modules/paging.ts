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
