import { PageHeader } from '../PageHeader';
import type { PageHeaderProps } from '../PageHeader';
import { Page } from './ListScreen.styles';
import { ListTable, type ListTableProps } from './ListTable';

export type ListScreenProps<Row extends { id: string }> = ListTableProps<Row> &
  Pick<
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
  >;

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
  footerOnlyWhenPaged,
  dense,
  ...listType
}: ListScreenProps<Row>) {
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
      <ListTable
        state={state}
        columns={columns}
        caption={caption}
        emptySubtitle={emptySubtitle}
        onPageChange={onPageChange}
        footerOnlyWhenPaged={footerOnlyWhenPaged}
        dense={dense}
      />
    </Page>
  );
}
