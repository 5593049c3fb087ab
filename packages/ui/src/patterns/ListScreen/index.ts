export { ListScreen } from './ListScreen';
export type { ListScreenProps } from './ListScreen';
export { ListTable } from './ListTable';
export type { ListTableProps } from './ListTable';
export type { ListState } from './list-state';
export { indexColumn } from './index-column';
export { Avatar, Muted, NameCell, Nowrap, RowActions } from './cells';
export { actionColumn } from './ActionColumn';
export type { ActionColumnOptions, RowAction } from './ActionColumn';
