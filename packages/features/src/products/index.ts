export { ProductCategoriesContainer } from './ProductCategoriesContainer';
export { ProductDetailContainer } from './ProductDetailContainer';
export { ProductsContainer } from './ProductsContainer';
export { productCapabilities, PRODUCT_ROLES } from './policies';
