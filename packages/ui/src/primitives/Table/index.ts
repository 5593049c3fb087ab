export { Table } from './Table';
export type { TableColumn, TableProps } from './Table';
export type { CellAlign } from './Table.styles';
