export { ChangePasswordModal } from './ChangePasswordModal';
export type { ChangePasswordModalProps } from './ChangePasswordModal';
export { newPasswordError, validateChangePassword } from './validate-change-password';
export type { ChangePasswordErrors, ChangePasswordValues } from './validate-change-password';
