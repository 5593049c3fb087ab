export { ProductDetailScreen } from './ProductDetailScreen';
export type { ProductDetailScreenProps, ProductDetailState } from './ProductDetailScreen';
