export { PaymentLines } from './PaymentLines';
export type { PaymentLine } from './PaymentLines';
