export { ProductDetailsModal } from './ProductDetailsModal';
export type { ProductDetailsModalProps } from './ProductDetailsModal';
export { ProductSummary } from './ProductSummary';
export type { ProductDetailView } from './ProductSummary';
