export { PlanFormModal, validatePlan } from './PlanFormModal';
export type { PlanFormInterval, PlanFormModalProps, PlanFormValues } from './PlanFormModal';
