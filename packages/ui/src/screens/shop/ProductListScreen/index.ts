export { ProductListScreen } from './ProductListScreen';
export type { ProductListScreenProps, ProductListState, ShopProductView } from './ProductListScreen';
