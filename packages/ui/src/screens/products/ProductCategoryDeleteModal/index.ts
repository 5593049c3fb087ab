export { ProductCategoryDeleteModal } from './ProductCategoryDeleteModal';
export type { ProductCategoryDeleteModalProps } from './ProductCategoryDeleteModal';
