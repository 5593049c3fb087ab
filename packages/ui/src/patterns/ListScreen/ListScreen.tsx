import { Pagination } from '../../primitives/Pagination';
import { Table } from '../../primitives/Table';
import type { TableColumn } from '../../primitives/Table';
import { EmptyState } from '../EmptyState';
import { PageHeader } from '../PageHeader';
import type { PageHeaderProps } from '../PageHeader';
import type { ListState } from './list-state';
import { ErrorText, Footer, Page } from './ListScreen.styles';

export interface ListScreenProps<Row extends { id: string }> extends Pick<
  PageHeaderProps,
  | 'title'
  | 'searchValue'
  | 'onSearchChange'
  | 'searchPlaceholder'
  | 'addLabel'
  | 'onAdd'
  | 'listTypeOptions'
  | 'listTypeValue'
  | 'onListTypeChange'
  | 'listTypeLabel'
> {
  state: ListState<Row>;
  columns: readonly TableColumn<Row>[];
  /** Names the table for assistive technology, e.g. 'Salons'. */
  caption: string;
  /** Under 'No Data Found!' when there are no rows, e.g. 'We could not find any salon data.' */
  emptySubtitle: string;
  onPageChange: (page: number) => void;
  /** Leave the footer out on a single page; by default an empty footer stays (and keeps its gap). */
  footerOnlyWhenPaged?: boolean;
}

/** A list page: header with search and add, then the error or the table, then the pages once ready. */
export function ListScreen<Row extends { id: string }>({
  title,
  searchValue,
  onSearchChange,
  searchPlaceholder,
  addLabel,
  onAdd,
  state,
  columns,
  caption,
  emptySubtitle,
  onPageChange,
  footerOnlyWhenPaged = false,
  ...listType
}: ListScreenProps<Row>) {
  const ready = state.status === 'ready' ? state : null;
  return (
    <Page>
      <PageHeader
        title={title}
        searchValue={searchValue}
        onSearchChange={onSearchChange}
        searchPlaceholder={searchPlaceholder}
        addLabel={addLabel}
        onAdd={onAdd}
        {...listType}
      />
      {state.status === 'error' ? (
        <ErrorText role="alert">{state.message}</ErrorText>
      ) : (
        <Table
          caption={caption}
          columns={columns}
          rows={ready ? ready.rows : []}
          rowKey={(row) => row.id}
          loading={state.status === 'loading'}
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
    </Page>
  );
}
