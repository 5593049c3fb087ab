export { ProductDeleteModal } from './ProductDeleteModal';
export type { ProductDeleteModalProps } from './ProductDeleteModal';
