export { ProductsScreen } from './ProductsScreen';
export type {
  ProductCardView,
  ProductsCapabilities,
  ProductsScreenProps,
  ProductsState,
} from './ProductsScreen';
export { shortDescription } from './card-text';
