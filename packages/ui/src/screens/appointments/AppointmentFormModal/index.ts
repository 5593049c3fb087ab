export { AppointmentFormModal } from './AppointmentFormModal';
export type {
  AppointmentFormModalProps,
  AppointmentFormResult,
  ClientChoice,
  ServiceChoice,
} from './AppointmentFormModal';
export { REQUIRED_SLOTS_MAX, slotsForMinutes, validateAppointment } from './validate-appointment';
export type { AppointmentFormErrors, AppointmentFormValues, AppointmentGender } from './validate-appointment';
