import { PageHeader, splitHeaderProps, type HeaderProps } from '../PageHeader';
import { Page } from './ListScreen.styles';
import { ListTable, type ListTableProps } from './ListTable';

export type ListScreenProps<Row extends { id: string }> = ListTableProps<Row> & HeaderProps;

/** A list page: header with search and add, then the error or the table, then the pages once ready. */
export function ListScreen<Row extends { id: string }>(props: ListScreenProps<Row>) {
  const [header, table] = splitHeaderProps(props);
  return (
    <Page>
      <PageHeader {...header} />
      <ListTable {...table} />
    </Page>
  );
}
