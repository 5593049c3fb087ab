export { Table } from './Table';
export type { TableColumn, TableProps } from './Table';
export type { CellAlign } from './Table.styles';
// The table's scroll box and element, for a table that draws its own rows (the services' draggable one).
// `tableCards` is the media query under which tables show their rows as cards (a phone).
export { Scroller as TableScroller, StyledTable as TableElement, cards as tableCards } from './Table.styles';
