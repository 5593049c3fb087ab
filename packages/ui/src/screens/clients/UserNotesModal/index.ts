export { UserNotesModal } from './UserNotesModal';
export type { UserNotesModalProps } from './UserNotesModal';
