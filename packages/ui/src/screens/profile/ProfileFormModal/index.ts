export { ProfileFormModal } from './ProfileFormModal';
export type { ProfileFormModalProps, ServiceOption } from './ProfileFormModal';
export { validateProfile } from './validate-profile';
export type { ProfileFormErrors, ProfileFormValues } from './validate-profile';
