import { sql, type SQL } from 'drizzle-orm';

/*
 * The export files' rows, read (never written) from the tables their modules own, in batches by a
 * keyset (time, id): however long the history, one batch is in memory at a time.
 */

export const BATCH = 500;

/** An instant range, start included, end excluded; either open. */
export interface InstantRange {
  from?: Date;
  to?: Date;
}

/**
 * Where a batch ended: the keyset's instant as the database's own text, because the columns keep
 * microseconds and a JavaScript Date only milliseconds (a Date cursor would repeat the rows of the
 * batch's last millisecond).
 */
export interface Keyset {
  at: string;
  id: string;
}

/** The keyset's instant of a row, exact: select it beside the row's columns. */
export const keyOf = (atColumn: unknown) => sql<string>`${atColumn}::text`;

/** After `(at, id)` in the keyset order. */
export function after(atColumn: unknown, idColumn: unknown, last: Keyset | null): SQL | undefined {
  return last ? sql`(${atColumn}, ${idColumn}) > (${last.at}::timestamptz, ${last.id}::uuid)` : undefined;
}

/** Runs `page` until it answers fewer rows than a batch, yielding each row. */
export async function* batches<Row extends { id: string; keyAt: string }>(
  page: (last: Keyset | null) => PromiseLike<Row[]>,
): AsyncGenerator<Row> {
  let last: Keyset | null = null;
  for (;;) {
    const rows = await page(last);
    yield* rows;
    const end = rows.at(-1);
    if (!end || rows.length < BATCH) return;
    last = { at: end.keyAt, id: end.id };
  }
}
