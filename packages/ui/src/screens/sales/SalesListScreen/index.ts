export { SalesListScreen } from './SalesListScreen';
export type {
  SaleRowView,
  SalesListCapabilities,
  SalesListScreenProps,
  SalesListState,
  SaleStatusFilter,
} from './SalesListScreen';
