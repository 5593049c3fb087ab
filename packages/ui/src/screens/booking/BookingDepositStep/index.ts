export { BookingDepositStep } from './BookingDepositStep';
export type { BookingDepositMode, BookingDepositStepProps } from './BookingDepositStep';
