/** What a paged list screen shows: its rows once loaded, or why not. */
export type ListState<Row> =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; rows: Row[]; page: number; pageCount: number; pageSize: number };
