import { ErrorText } from '@salon/ui/primitives/ErrorText';
import { EmptyState } from '@salon/ui/patterns/EmptyState';
import { switchColumn } from '@salon/ui/patterns/ListScreen';
import { PageHeader } from '@salon/ui/patterns/PageHeader';
import { IconButton } from '@salon/ui/primitives/IconButton';
import { Pagination } from '@salon/ui/primitives/Pagination';
import { Table, type TableColumn } from '@salon/ui/primitives/Table';
import { Actions, Page } from './ProductCategoriesScreen.styles';

export interface ProductCategoryRowView {
  id: string;
  name: string;
  /** Already formatted, e.g. 'Jan 5, 2026'. */
  createdAt: string;
  enable: boolean;
}

export type ProductCategoriesState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | {
      status: 'ready';
      categories: ProductCategoryRowView[];
      page: number;
      pageCount: number;
      /** Row number of the first row (20 per page: 21 on page 2). */
      firstNumber: number;
    };

export interface ProductCategoriesScreenProps {
  state: ProductCategoriesState;
  onAdd: () => void;
  onPageChange: (page: number) => void;
  onToggle: (id: string, enable: boolean) => void;
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
}

/** /product-categories: 'Product Categories', a table with #, name, creation date and the active switch. */
export function ProductCategoriesScreen({
  state,
  onAdd,
  onPageChange,
  onToggle,
  onEdit,
  onDelete,
}: ProductCategoriesScreenProps) {
  const firstNumber = state.status === 'ready' ? state.firstNumber : 1;
  const columns: TableColumn<ProductCategoryRowView>[] = [
    { key: 'number', header: '#', width: '64px', render: (_, index) => firstNumber + index },
    { key: 'name', header: 'Category Name', render: (row) => row.name },
    { key: 'createdAt', header: 'Created At', render: (row) => row.createdAt },
    switchColumn({
      key: 'enable',
      header: 'Active Status',
      checked: (row) => row.enable,
      label: (row) => `Active status of ${row.name}`,
      onChange: (row, enable) => onToggle(row.id, enable),
    }),
    {
      key: 'actions',
      header: 'Action',
      align: 'right',
      render: (row) => (
        <Actions>
          <IconButton icon="edit" label={`Edit ${row.name}`} onClick={() => onEdit(row.id)} />
          <IconButton
            icon="trash"
            variant="danger"
            label={`Delete ${row.name}`}
            onClick={() => onDelete(row.id)}
          />
        </Actions>
      ),
    },
  ];
  return (
    <Page>
      <PageHeader title="Product Categories" addLabel="Add Category" onAdd={onAdd} />
      {state.status === 'error' ? (
        <ErrorText role="alert">{state.message}</ErrorText>
      ) : (
        <>
          <Table
            caption="Product categories"
            columns={columns}
            rows={state.status === 'ready' ? state.categories : []}
            rowKey={(row) => row.id}
            loading={state.status === 'loading'}
            empty={<EmptyState subtitle="We could not find any product category data." />}
          />
          {state.status === 'ready' && (
            <Pagination page={state.page} pageCount={state.pageCount} onPageChange={onPageChange} />
          )}
        </>
      )}
    </Page>
  );
}
