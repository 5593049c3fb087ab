export { EMPTY_USER_FORM, UserFormModal } from './UserFormModal';
export type { UserFormModalProps } from './UserFormModal';
export { validateUser } from './validate-user';
export type { UserFormErrors, UserFormValues } from './validate-user';
