export { CashUpScreen } from './CashUpScreen';
export type {
  CashDayView,
  CashDrawerWrite,
  CashMovementView,
  CashUpScreenProps,
  CashUpState,
} from './CashUpScreen';
export { CASH_FORM_MESSAGES, checkCount } from './cash-form';
