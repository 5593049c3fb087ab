export { ReceiptView } from './ReceiptView';
export type { ReceiptViewProps } from './ReceiptView';
