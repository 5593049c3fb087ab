export { UserLogoutModal } from './UserLogoutModal';
export type { UserLogoutModalProps } from './UserLogoutModal';
