import { ErrorText } from '../../primitives/ErrorText';
import { Pagination } from '../../primitives/Pagination';
import { Table } from '../../primitives/Table';
import type { TableColumn } from '../../primitives/Table';
import { EmptyState } from '../EmptyState';
import type { ListState } from './list-state';
import { Footer } from './ListScreen.styles';

export interface ListTableProps<Row extends { id: string }> {
  state: ListState<Row>;
  columns: readonly TableColumn<Row>[];
  /** Names the table for assistive technology, e.g. 'Salons'. */
  caption: string;
  /** Under 'No Data Found!' when there are no rows, e.g. 'We could not find any salon data.' */
  emptySubtitle: string;
  onPageChange: (page: number) => void;
  /** Leave the footer out on a single page; by default an empty footer stays (and keeps its gap). */
  footerOnlyWhenPaged?: boolean;
  /** A table of many columns: less padding beside each value (see Table's `dense`). */
  dense?: boolean;
}

/**
 * The body of a server-paged list: the error, or the table with its empty state, then the pages once
 * ready. Siblings, not a wrapper: the parent's column layout spaces them.
 */
export function ListTable<Row extends { id: string }>({
  state,
  columns,
  caption,
  emptySubtitle,
  onPageChange,
  footerOnlyWhenPaged = false,
  dense = false,
}: ListTableProps<Row>) {
  const ready = state.status === 'ready' ? state : null;
  return (
    <>
      {state.status === 'error' ? (
        <ErrorText boxed role="alert">
          {state.message}
        </ErrorText>
      ) : (
        <Table
          caption={caption}
          columns={columns}
          rows={ready ? ready.rows : []}
          rowKey={(row) => row.id}
          loading={state.status === 'loading'}
          dense={dense}
          empty={<EmptyState title="No Data Found!" subtitle={emptySubtitle} />}
        />
      )}
      {ready && (!footerOnlyWhenPaged || ready.pageCount > 1) && (
        <Footer>
          <Pagination
            page={ready.page}
            pageCount={ready.pageCount}
            onPageChange={onPageChange}
            marginPages={1}
            rangePages={2}
          />
        </Footer>
      )}
    </>
  );
}
