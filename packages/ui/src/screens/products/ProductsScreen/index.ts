export { ProductsScreen } from './ProductsScreen';
export type {
  ProductCardView,
  ProductsCapabilities,
  ProductsScreenProps,
  ProductsState,
} from './ProductsScreen';
export { cardName, shortDescription } from './card-text';
