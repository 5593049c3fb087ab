import type { TableColumn } from '../../primitives/Table';
import type { ListState } from './list-state';

/** The '#' column, numbering rows across pages: the first row of page 2 of 20 is 21. */
export function indexColumn<Row>(state: ListState<Row>): TableColumn<Row> {
  const offset = state.status === 'ready' ? (state.page - 1) * state.pageSize : 0;
  return { key: 'index', header: '#', width: '48px', render: (_, index) => offset + index + 1 };
}
