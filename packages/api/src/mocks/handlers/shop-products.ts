import { create } from 'superstruct';
import * as endpoints from '../../products/endpoints';
import { WebsiteProductListBody, type WebsiteProduct } from '../../products/schemas';
import { priceRangeOf, websiteCategories, websiteProducts } from '../factories/website-settings';
import { fail, mockEndpoint, mockPending, ok } from '../http';
import { pageOf } from '../paging';

/** The public shop's list and categories over `rows` (Demo Salon's enabled products by default). */
export function shopProductHandlers(rows: WebsiteProduct[] = websiteProducts) {
  return [
    mockEndpoint(endpoints.getEnabledWebsiteCategory, () => ok(pageOf(websiteCategories, 1, 1000))),
    mockEndpoint(endpoints.getProductBySalonForWebsite, async ({ request }) => {
      const body = create(await request.json(), WebsiteProductListBody);
      const found = rows.filter(
        (product) =>
          (!body.category?.length || body.category.includes(product.category._id)) &&
          (body.minPrice === undefined || product.productPrice >= body.minPrice) &&
          (body.maxPrice === undefined || product.productPrice <= body.maxPrice),
      );
      return ok({ ...pageOf(found, body.pageNumber, body.pageSize), priceRange: priceRangeOf(rows) });
    }),
    mockEndpoint(endpoints.getWebsiteProduct, ({ request }) => {
      const id = new URL(request.url).searchParams.get('productID');
      const product = rows.find((item) => item._id === id);
      return product ? ok(product) : fail(404, 'Product not found');
    }),
    mockEndpoint(endpoints.getSimilarWebsiteProducts, ({ request }) => {
      const url = new URL(request.url);
      const product = rows.find((item) => item._id === url.searchParams.get('productID'));
      if (!product) return fail(404, 'Product not found');
      const similar = rows.filter(
        (item) => item.category._id === product.category._id && item._id !== product._id,
      );
      return ok(pageOf(similar, 1, Number(url.searchParams.get('pageSize') ?? 4)));
    }),
  ];
}

export const shopProductFailures = {
  productLoading: mockPending(endpoints.getWebsiteProduct),
  listLoading: mockPending(endpoints.getProductBySalonForWebsite),
};
