export { SalonFormModal } from './SalonFormModal';
export type { SalonFormModalProps } from './SalonFormModal';
export { EMPTY_SALON_FORM, validateSalon } from './validate-salon';
export type { SalonFormErrors, SalonFormValues } from './validate-salon';
