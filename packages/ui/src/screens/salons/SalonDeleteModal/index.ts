export { SalonDeleteModal } from './SalonDeleteModal';
export type { SalonDeleteModalProps } from './SalonDeleteModal';
