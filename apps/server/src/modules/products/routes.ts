import {
  addStock,
  deleteProduct,
  deleteProductCategory,
  enableProduct,
  enableProductCategory,
  getProduct,
  getProductCategories,
  getSimilarWebsiteProducts,
  getWebsiteProduct,
  getProducts,
  saveProduct,
  saveProductCategory,
} from '@salon/api/products/endpoints';
import { PRODUCT_IMAGE_FIELD, PRODUCT_IMAGE_MAX_BYTES } from '@salon/api/products/schemas';
import type { ContractRouter } from '../../http/contract-route';
import type { ProductService } from './service';

export function productRoutes(route: ContractRouter, products: ProductService): void {
  route(getProductCategories, async ({ viewer, query }) => ({
    data: await products.categories(viewer, query),
  }));

  route(saveProductCategory, async ({ viewer, body }) => ({
    data: await products.saveCategory(viewer, body),
    message: body.categoryID
      ? 'Product category updated successfully'
      : 'Product category created successfully',
  }));

  route(enableProductCategory, async ({ viewer, query, body }) => ({
    data: await products.enableCategory(viewer, query.categoryId, body.enable),
    message: body.enable ? 'Product category enabled' : 'Product category disabled',
  }));

  route(deleteProductCategory, async ({ viewer, query }) => {
    await products.deleteCategory(viewer, query.categoryId);
    return { data: null, message: 'Product category deleted successfully' };
  });

  route(getProducts, async ({ viewer, query }) => ({ data: await products.list(viewer, query) }));

  route(getProduct, async ({ viewer, query }) => ({ data: await products.get(viewer, query.productID) }));

  route(
    saveProduct,
    async ({ viewer, body, files }) => ({
      data: await products.save(viewer, body, files[PRODUCT_IMAGE_FIELD]),
      message: body._id ? 'Product updated successfully' : 'Product added successfully',
    }),
    { uploads: { [PRODUCT_IMAGE_FIELD]: { kind: 'image', maxBytes: PRODUCT_IMAGE_MAX_BYTES } } },
  );

  route(enableProduct, async ({ viewer, query, body }) => ({
    data: await products.enable(viewer, query.productID, body.enable),
    message: body.enable ? 'Product enabled' : 'Product disabled',
  }));

  route(deleteProduct, async ({ viewer, query }) => {
    await products.delete(viewer, query.productID);
    return { data: null, message: 'Product deleted successfully' };
  });

  route(addStock, async ({ viewer, body }) => ({
    data: await products.addStock(viewer, body),
    message: body.type === 'credit' ? 'Stock added successfully' : 'Stock removed successfully',
  }));

  route(getWebsiteProduct, async ({ query }) => ({ data: await products.websiteProduct(query.productID) }));

  route(getSimilarWebsiteProducts, async ({ query }) => ({ data: await products.similar(query) }));
}
