export { AppointmentFormModal } from './AppointmentFormModal';
export type { AppointmentFormModalProps, AppointmentFormResult, ServiceChoice } from './AppointmentFormModal';
export { REQUIRED_SLOTS_MAX, validateAppointment } from './validate-appointment';
export type { AppointmentFormErrors, AppointmentFormValues, AppointmentGender } from './validate-appointment';
