export { ServiceFormModal } from './ServiceFormModal';
export type { CategoryOption, ServiceFormModalProps } from './ServiceFormModal';
export { EMPTY_SERVICE_FORM, splitMinutes } from './validate-service';
export type {
  DepositKind,
  PaymentPolicy,
  ServiceFormResult,
  ServiceFormValues,
  TimeUnit,
} from './validate-service';
