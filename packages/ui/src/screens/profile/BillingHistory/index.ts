export { BillingHistory } from './BillingHistory';
export type { BillingHistoryProps, BillingHistoryState, BillingPaymentRow } from './BillingHistory';
