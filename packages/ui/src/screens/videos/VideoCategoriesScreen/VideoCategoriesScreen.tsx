import {
  indexColumn,
  ListScreen,
  type ListState,
  actionColumn,
  switchColumn,
  type ListPageProps,
} from '@salon/ui/patterns/ListScreen';
import type { TableColumn } from '@salon/ui/primitives/Table';

export interface VideoCategoryRow {
  id: string;
  name: string;
  enable: boolean;
}

export type VideoCategoriesState = ListState<VideoCategoryRow>;

export interface VideoCategoriesScreenProps extends ListPageProps<VideoCategoryRow> {
  onEdit: (row: VideoCategoryRow) => void;
  onToggle: (row: VideoCategoryRow, enable: boolean) => void;
  onDelete: (row: VideoCategoryRow) => void;
}

/** /video-categories (spec 2 §2 "Videos"). */
export function VideoCategoriesScreen({
  state,
  onAdd,
  onEdit,
  onToggle,
  onDelete,
  pendingIds,
  ...paging
}: VideoCategoriesScreenProps) {
  const columns: TableColumn<VideoCategoryRow>[] = [
    indexColumn(state),
    { key: 'name', header: 'Category Name', render: (row) => row.name },
    switchColumn({
      key: 'active',
      header: 'Active Status',
      checked: (row) => row.enable,
      label: (row) => `${row.name} active`,
      onChange: onToggle,
      pendingIds,
    }),
    actionColumn([
      { icon: 'edit', label: (row) => `Edit ${row.name}`, onClick: onEdit },
      { icon: 'trash', label: (row) => `Delete ${row.name}`, onClick: onDelete },
    ]),
  ];
  return (
    <ListScreen
      {...paging}
      title="Video Categories"
      searchPlaceholder="Search Categories..."
      addLabel="Add Category"
      onAdd={onAdd}
      state={state}
      columns={columns}
      caption="Video categories"
      emptySubtitle="We could not find any video category data."
      footerOnlyWhenPaged
    />
  );
}
