// The products module's public face: what other modules and the composition root may use.
export { websiteProductOf } from './mapping';
export {
  buildProducts,
  type ProductReads,
  type ProductsDeps,
  type ProductStock,
  productStockIn,
} from './module';
export { productRoutes } from './routes';
export { pagedOf, ProductService } from './service';
