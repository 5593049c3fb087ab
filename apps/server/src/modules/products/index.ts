// The products module's public face: what other modules and the composition root may use.
export { websiteProductOf } from './mapping';
export { ProductRepository } from './repository';
export { productRoutes } from './routes';
export { pagedOf, ProductService } from './service';
