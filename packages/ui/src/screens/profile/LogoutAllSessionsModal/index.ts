export { LogoutAllSessionsModal } from './LogoutAllSessionsModal';
export type { LogoutAllSessionsModalProps } from './LogoutAllSessionsModal';
