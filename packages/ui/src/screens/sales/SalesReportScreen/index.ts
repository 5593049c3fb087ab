export { REPORT_GROUPS, SalesReportScreen } from './SalesReportScreen';
export type {
  SalesReportGroupView,
  SalesReportRowView,
  SalesReportScreenProps,
  SalesReportState,
  SalesReportView,
} from './SalesReportScreen';
