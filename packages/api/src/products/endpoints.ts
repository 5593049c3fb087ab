import { endpoint } from '../contract';
import { EnableBody, Empty, PagedQuery, paged } from '../shared/schemas';
import {
  AddStockBody,
  CategoryIdQuery,
  Product,
  ProductCategory,
  ProductCategoryRef,
  ProductIdQuery,
  SaveCategoryBody,
  SaveProductBody,
  SimilarProductsQuery,
  WebsiteCategoryQuery,
  WebsiteProduct,
  WebsiteProductList,
  WebsiteProductListBody,
  WebsiteProductQuery,
} from './schemas';

// The salon's product shop content (spec 2 §7 "Products and orders"); salon, manager and superadmin.

export const getProductCategories = endpoint({
  method: 'GET',
  path: '/product/get-category',
  auth: 'token',
  query: PagedQuery,
  data: paged(ProductCategory),
});

export const saveProductCategory = endpoint({
  method: 'POST',
  path: '/product/create-category',
  auth: 'token',
  body: SaveCategoryBody,
  data: ProductCategory,
});

export const enableProductCategory = endpoint({
  method: 'PATCH',
  path: '/product/enable-disable-category',
  auth: 'token',
  query: CategoryIdQuery,
  body: EnableBody,
  data: ProductCategory,
});

/** 409 while products use the category. */
export const deleteProductCategory = endpoint({
  method: 'DELETE',
  path: '/product/delete-category',
  auth: 'token',
  query: CategoryIdQuery,
  data: Empty,
});

/** Paged; `filterValue` matches the product name. */
export const getProducts = endpoint({
  method: 'GET',
  path: '/product/get-product-by-salon',
  auth: 'token',
  query: PagedQuery,
  data: paged(Product),
});

/** One product of the salon, for the admin details page. */
export const getProduct = endpoint({
  method: 'GET',
  path: '/product/get-product-by-id',
  auth: 'token',
  query: ProductIdQuery,
  data: Product,
});

/** Creates, or updates the product `_id`; multipart with the `image` file. */
export const saveProduct = endpoint({
  method: 'POST',
  path: '/product/add-product',
  auth: 'token',
  multipart: true,
  body: SaveProductBody,
  data: Product,
});

export const enableProduct = endpoint({
  method: 'PATCH',
  path: '/product/enable-disable-product',
  auth: 'token',
  query: ProductIdQuery,
  body: EnableBody,
  data: Product,
});

/** Deletes the product and its image file. */
export const deleteProduct = endpoint({
  method: 'DELETE',
  path: '/product/delete-product',
  auth: 'token',
  query: ProductIdQuery,
  data: Empty,
});

/** 409 when a debit would take the stock below zero. */
export const addStock = endpoint({
  method: 'POST',
  path: '/product/add-stock',
  auth: 'token',
  body: AddStockBody,
  data: Product,
});

/**
 * The public shop (no token): enabled products of enabled categories of the salon `name`, newest first,
 * 9 per page by default; the home shows the first 4. Unknown or disabled salon: 404 'Salon not found'.
 */
export const getProductBySalonForWebsite = endpoint({
  method: 'POST',
  path: '/product/get-product-by-salon-for-website',
  auth: 'none',
  body: WebsiteProductListBody,
  data: WebsiteProductList,
});

/** The salon's enabled product categories by name (no token): the shop's category chips. */
export const getEnabledWebsiteCategory = endpoint({
  method: 'GET',
  path: '/product/get-enabled-website-category',
  auth: 'none',
  query: WebsiteCategoryQuery,
  data: paged(ProductCategoryRef),
});

/** The product page (no token): one enabled product; a disabled one, or one of a disabled salon, 404. */
export const getWebsiteProduct = endpoint({
  method: 'GET',
  path: '/product/get-website-product-by-id',
  auth: 'none',
  query: WebsiteProductQuery,
  data: WebsiteProduct,
});

/** The product page's 'RELATED PRODUCTS' (no token): the same category, 4 per page. */
export const getSimilarWebsiteProducts = endpoint({
  method: 'GET',
  path: '/product/get-similar-website-product',
  auth: 'none',
  query: SimilarProductsQuery,
  data: paged(WebsiteProduct),
});

export const productEndpoints = {
  getProductCategories,
  saveProductCategory,
  enableProductCategory,
  deleteProductCategory,
  getProducts,
  getProduct,
  saveProduct,
  enableProduct,
  deleteProduct,
  addStock,
  getProductBySalonForWebsite,
  getEnabledWebsiteCategory,
  getWebsiteProduct,
  getSimilarWebsiteProducts,
};
