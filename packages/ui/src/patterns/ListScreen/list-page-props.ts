import type { ReactNode } from 'react';
import type { ListState } from './list-state';

/** What every paged list screen takes: its rows, the search box, the pages and the add button. */
export interface ListPageProps<Row> {
  state: ListState<Row>;
  searchValue: string;
  onSearchChange: (value: string) => void;
  onPageChange: (page: number) => void;
  onAdd: () => void;
  /** Rows with a write under way: their switch is disabled meanwhile. */
  pendingIds?: readonly string[];
  /** Extra header controls, e.g. the Export menu. */
  actions?: ReactNode;
}
