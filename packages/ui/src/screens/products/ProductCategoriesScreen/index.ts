export { ProductCategoriesScreen } from './ProductCategoriesScreen';
export type {
  ProductCategoriesScreenProps,
  ProductCategoriesState,
  ProductCategoryRowView,
} from './ProductCategoriesScreen';
