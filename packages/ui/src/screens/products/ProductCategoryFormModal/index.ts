export { ProductCategoryFormModal } from './ProductCategoryFormModal';
export type { ProductCategoryFormModalProps } from './ProductCategoryFormModal';
export { CATEGORY_NAME_MAX, validateCategory } from './validate-category';
export type { CategoryFormErrors, CategoryFormValues } from './validate-category';
