export { ListScreen } from './ListScreen';
export type { ListScreenProps } from './ListScreen';
export type { ListState } from './list-state';
export { indexColumn } from './index-column';
export { Avatar, Muted, NameCell, Nowrap, RowActions } from './cells';
