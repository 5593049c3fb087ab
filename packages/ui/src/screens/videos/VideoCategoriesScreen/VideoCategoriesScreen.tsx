import { indexColumn, ListScreen, type ListState, actionColumn } from '@salon/ui/patterns/ListScreen';
import { Switch } from '@salon/ui/primitives/Switch';
import type { TableColumn } from '@salon/ui/primitives/Table';

export interface VideoCategoryRow {
  id: string;
  name: string;
  enable: boolean;
}

export type VideoCategoriesState = ListState<VideoCategoryRow>;

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
  const columns: TableColumn<VideoCategoryRow>[] = [
    indexColumn(state),
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
    actionColumn([
      { icon: 'edit', label: (row) => `Edit ${row.name}`, onClick: onEdit },
      { icon: 'trash', label: (row) => `Delete ${row.name}`, onClick: onDelete },
    ]),
  ];
  return (
    <ListScreen
      title="Video Categories"
      searchValue={searchValue}
      onSearchChange={onSearchChange}
      searchPlaceholder="Search Categories..."
      addLabel="Add Category"
      onAdd={onAdd}
      state={state}
      columns={columns}
      caption="Video categories"
      emptySubtitle="We could not find any video category data."
      onPageChange={onPageChange}
      footerOnlyWhenPaged
    />
  );
}
