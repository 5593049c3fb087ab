export { ResetPasswordModal } from './ResetPasswordModal';
export type { ResetPasswordModalProps } from './ResetPasswordModal';
