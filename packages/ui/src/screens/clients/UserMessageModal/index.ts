export { UserMessageModal } from './UserMessageModal';
export type { UserMessageModalProps } from './UserMessageModal';
