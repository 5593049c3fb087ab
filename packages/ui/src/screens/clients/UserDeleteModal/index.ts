export { UserDeleteModal } from './UserDeleteModal';
export type { UserDeleteModalProps } from './UserDeleteModal';
