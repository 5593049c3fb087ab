import { EmptyState } from '@salon/ui/patterns/EmptyState';
import { PageHeader } from '@salon/ui/patterns/PageHeader';
import { IconButton } from '@salon/ui/primitives/IconButton';
import { Pagination } from '@salon/ui/primitives/Pagination';
import { Switch } from '@salon/ui/primitives/Switch';
import { Table, type TableColumn } from '@salon/ui/primitives/Table';
import { ErrorText, Footer, Page, RowActions } from './VideoCategoriesScreen.styles';

export interface VideoCategoryRow {
  id: string;
  name: string;
  enable: boolean;
}

export type VideoCategoriesState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; rows: VideoCategoryRow[]; page: number; pageCount: number; pageSize: number };

export interface VideoCategoriesScreenProps {
  state: VideoCategoriesState;
  searchValue: string;
  onSearchChange: (value: string) => void;
  onPageChange: (page: number) => void;
  onAdd: () => void;
  onEdit: (row: VideoCategoryRow) => void;
  onToggle: (row: VideoCategoryRow, enable: boolean) => void;
  onDelete: (row: VideoCategoryRow) => void;
  pendingIds?: readonly string[];
}

/** /video-categories (spec 2 §2 "Videos"). */
export function VideoCategoriesScreen({
  state,
  searchValue,
  onSearchChange,
  onPageChange,
  onAdd,
  onEdit,
  onToggle,
  onDelete,
  pendingIds = [],
}: VideoCategoriesScreenProps) {
  const offset = state.status === 'ready' ? (state.page - 1) * state.pageSize : 0;
  const columns: TableColumn<VideoCategoryRow>[] = [
    { key: 'index', header: '#', width: '48px', render: (_, index) => offset + index + 1 },
    { key: 'name', header: 'Category Name', render: (row) => row.name },
    {
      key: 'active',
      header: 'Active Status',
      render: (row) => (
        <Switch
          checked={row.enable}
          label={`${row.name} active`}
          hideLabel
          disabled={pendingIds.includes(row.id)}
          onChange={(enable) => onToggle(row, enable)}
        />
      ),
    },
    {
      key: 'action',
      header: 'Action',
      render: (row) => (
        <RowActions>
          <IconButton icon="edit" label={`Edit ${row.name}`} onClick={() => onEdit(row)} />
          <IconButton icon="trash" label={`Delete ${row.name}`} onClick={() => onDelete(row)} />
        </RowActions>
      ),
    },
  ];
  return (
    <Page>
      <PageHeader
        title="Video Categories"
        searchValue={searchValue}
        onSearchChange={onSearchChange}
        searchPlaceholder="Search Categories..."
        addLabel="Add Category"
        onAdd={onAdd}
      />
      {state.status === 'error' ? (
        <ErrorText role="alert">{state.message}</ErrorText>
      ) : (
        <Table
          caption="Video categories"
          columns={columns}
          rows={state.status === 'ready' ? state.rows : []}
          rowKey={(row) => row.id}
          loading={state.status === 'loading'}
          empty={<EmptyState title="No Data Found!" subtitle="We could not find any video category data." />}
        />
      )}
      {state.status === 'ready' && state.pageCount > 1 && (
        <Footer>
          <Pagination page={state.page} pageCount={state.pageCount} onPageChange={onPageChange} />
        </Footer>
      )}
    </Page>
  );
}
