export { StaffFormModal } from './StaffFormModal';
export type { StaffFormModalProps, StaffSalonOption } from './StaffFormModal';
export { EMPTY_STAFF_FORM, validateStaff } from './validate-staff';
export type { StaffFormErrors, StaffFormRole, StaffFormRules, StaffFormValues } from './validate-staff';
