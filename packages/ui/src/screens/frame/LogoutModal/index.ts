export { LogoutModal } from './LogoutModal';
export type { LogoutModalProps } from './LogoutModal';
