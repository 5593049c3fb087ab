export { ProductFormModal } from './ProductFormModal';
export type { CategoryOption, ProductFormModalProps } from './ProductFormModal';
export { priceCents, RATINGS, validateProduct } from './validate-product';
export type { ProductFormErrors, ProductFormValues } from './validate-product';
