export { ConfirmModal } from './ConfirmModal';
export type { ConfirmActions, ConfirmModalProps } from './ConfirmModal';
