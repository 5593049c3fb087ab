export { ProductPageScreen } from './ProductPageScreen';
export type {
  ProductPageScreenProps,
  ProductPageState,
  ProductPageView,
  RelatedProductView,
} from './ProductPageScreen';
