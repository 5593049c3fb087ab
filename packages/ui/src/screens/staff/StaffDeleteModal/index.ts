export { StaffDeleteModal } from './StaffDeleteModal';
export type { StaffDeleteModalProps } from './StaffDeleteModal';
