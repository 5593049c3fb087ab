import { create, StructError } from 'superstruct';
import * as endpoints from '../../products/endpoints';
import {
  AddStockBody,
  MAX_STOCK,
  SaveCategoryBody,
  SaveProductBody,
  type Product,
  type ProductCategory,
} from '../../products/schemas';
import { FIXED_NOW } from '../clock';
import {
  productCategories as defaultCategories,
  productImage,
  products as defaultProducts,
} from '../factories/products';
import { fail, mockEndpoint, mockFailure, mockPending, ok } from '../http';
import { pageOfRequest } from '../paging';
import { fixedId } from '../builders';
import type { AnyHandler } from 'msw';
import { stateful } from '../stateful';

function filterOf(url: URL): string {
  return (url.searchParams.get('filterValue') ?? '').trim().toLowerCase();
}

function invalid(error: unknown) {
  const failure = error instanceof StructError ? error.failures()[0] : undefined;
  return fail(400, failure ? `${failure.path.join('.')}: is invalid` : 'Invalid request');
}

let created = 0;
const newId = () => fixedId('d0d0ffff', ++created);

export interface ProductStore {
  categories?: ProductCategory[];
  products?: Product[];
}

/**
 * The products area against an in-memory copy of `store` (Demo Salon's shop by default): writes change
 * it, so a list reloaded after a write shows the change, as the server's would.
 */
export function productHandlers(store: ProductStore = {}): AnyHandler[] {
  let categories = [...(store.categories ?? defaultCategories)];
  let products = [...(store.products ?? defaultProducts)];
  const findProduct = (id: string | null) => products.find((product) => product._id === id);
  const replace = (next: Product) => {
    products = products.map((product) => (product._id === next._id ? next : product));
    return next;
  };

  return stateful(
    () => productHandlers(store),
    [
      mockEndpoint(endpoints.getProductCategories, ({ request }) => {
        const url = new URL(request.url);
        const filter = filterOf(url);
        return ok(
          pageOfRequest(
            categories.filter((c) => c.categoryName.toLowerCase().includes(filter)),
            url,
          ),
        );
      }),
      mockEndpoint(endpoints.saveProductCategory, async ({ request }) => {
        const body = create(await request.json(), SaveCategoryBody);
        const taken = categories.some(
          (c) =>
            c.categoryName.toLowerCase() === body.categoryName.toLowerCase() && c._id !== body.categoryID,
        );
        if (taken) return fail(409, 'A product category with this name already exists');
        if (body.categoryID) {
          const current = categories.find((c) => c._id === body.categoryID);
          if (!current) return fail(404, 'Product category not found');
          const next = { ...current, categoryName: body.categoryName };
          categories = categories.map((c) => (c._id === next._id ? next : c));
          return ok(next, 'Product category updated successfully');
        }
        const next: ProductCategory = {
          _id: fixedId('ca7effff', ++created),
          categoryName: body.categoryName,
          createdAt: FIXED_NOW.toISOString(),
          enable: true,
        };
        categories = [...categories, next];
        return ok(next, 'Product category created successfully');
      }),
      mockEndpoint(endpoints.enableProductCategory, async ({ request }) => {
        const id = new URL(request.url).searchParams.get('categoryId');
        const { enable } = (await request.json()) as { enable: boolean };
        const current = categories.find((c) => c._id === id);
        if (!current) return fail(404, 'Product category not found');
        const next = { ...current, enable };
        categories = categories.map((c) => (c._id === id ? next : c));
        return ok(next, enable ? 'Product category enabled' : 'Product category disabled');
      }),
      mockEndpoint(endpoints.deleteProductCategory, ({ request }) => {
        const id = new URL(request.url).searchParams.get('categoryId');
        if (!categories.some((c) => c._id === id)) return fail(404, 'Product category not found');
        const used = products.filter((product) => product.category._id === id).length;
        if (used > 0) {
          const what = used === 1 ? '1 product uses' : `${used} products use`;
          return fail(
            409,
            `This category cannot be deleted: ${what} it. Move or delete those products first.`,
            'category_in_use',
          );
        }
        categories = categories.filter((c) => c._id !== id);
        return ok(null, 'Product category deleted successfully');
      }),
      mockEndpoint(endpoints.getProducts, ({ request }) => {
        const url = new URL(request.url);
        const filter = filterOf(url);
        return ok(
          pageOfRequest(
            products.filter((p) => p.productName.toLowerCase().includes(filter)),
            url,
          ),
        );
      }),
      mockEndpoint(endpoints.getProduct, ({ request }) => {
        const product = findProduct(new URL(request.url).searchParams.get('productID'));
        return product ? ok(product) : fail(404, 'Product not found');
      }),
      mockEndpoint(endpoints.saveProduct, async ({ request }) => {
        const form = await request.formData();
        const text = (name: string) => {
          const value = form.get(name);
          return typeof value === 'string' ? value : undefined;
        };
        const number = (name: string) => (text(name) === undefined ? undefined : Number(text(name)));
        let body: SaveProductBody;
        try {
          body = create(
            {
              ...(text('_id') ? { _id: text('_id') } : {}),
              productName: text('productName'),
              productDescription: text('productDescription'),
              category: text('category'),
              productPrice: number('productPrice'),
              actualPrice: number('actualPrice'),
              rating: number('rating'),
            },
            SaveProductBody,
          );
        } catch (error) {
          return invalid(error);
        }
        const image = form.get('image');
        const current = body._id ? findProduct(body._id) : undefined;
        if (body._id && !current) return fail(404, 'Product not found');
        if (!current && !(image instanceof Blob)) return fail(400, 'Please select product image');
        if (body.productPrice > body.actualPrice) {
          return fail(400, 'productPrice: must not be more than the actual price');
        }
        const category = categories.find((c) => c._id === body.category);
        if (!category) return fail(404, 'Product category not found');
        const id = current?._id ?? newId();
        const next: Product = {
          _id: id,
          productName: body.productName,
          productDescription: body.productDescription,
          category: { _id: category._id, categoryName: category.categoryName },
          productPrice: body.productPrice,
          actualPrice: body.actualPrice,
          rating: body.rating,
          productImageURL:
            image instanceof Blob
              ? productImage('#f3f4f6', '#4b5563')
              : (current?.productImageURL ?? productImage('#f3f4f6', '#4b5563')),
          productImageKey: current?.productImageKey ?? `${id}.png`,
          stock: current?.stock ?? 0,
          enable: current?.enable ?? true,
          createdAt: current?.createdAt ?? FIXED_NOW.toISOString(),
        };
        if (current) return ok(replace(next), 'Product updated successfully');
        products = [next, ...products];
        return ok(next, 'Product added successfully');
      }),
      mockEndpoint(endpoints.enableProduct, async ({ request }) => {
        const current = findProduct(new URL(request.url).searchParams.get('productID'));
        if (!current) return fail(404, 'Product not found');
        const { enable } = (await request.json()) as { enable: boolean };
        return ok(replace({ ...current, enable }), enable ? 'Product enabled' : 'Product disabled');
      }),
      mockEndpoint(endpoints.deleteProduct, ({ request }) => {
        const id = new URL(request.url).searchParams.get('productID');
        if (!findProduct(id)) return fail(404, 'Product not found');
        products = products.filter((product) => product._id !== id);
        return ok(null, 'Product deleted successfully');
      }),
      mockEndpoint(endpoints.addStock, async ({ request }) => {
        const body = create(await request.json(), AddStockBody);
        const current = findProduct(body.productID);
        if (!current) return fail(404, 'Product not found');
        const units = (n: number) => (n === 1 ? '1 unit' : `${n.toLocaleString('en-US')} units`);
        const stock = current.stock + (body.type === 'credit' ? body.quantity : -body.quantity);
        if (stock < 0) {
          return fail(
            409,
            `Cannot remove ${units(body.quantity)}: only ${units(current.stock)} in stock`,
            'insufficient_stock',
          );
        }
        if (stock > MAX_STOCK) {
          return fail(409, `Cannot add ${units(body.quantity)}: stock cannot exceed ${units(MAX_STOCK)}`);
        }
        return ok(
          replace({ ...current, stock }),
          body.type === 'credit' ? 'Stock added successfully' : 'Stock removed successfully',
        );
      }),
    ],
  );
}

/** Single handlers that put a story in another state; put them before `productHandlers()`. */
export const productFailures = {
  productsLoading: mockPending(endpoints.getProducts),
  productLoading: mockPending(endpoints.getProduct),
  categoriesLoading: mockPending(endpoints.getProductCategories),
  productsFail: mockFailure(endpoints.getProducts, 500, 'Could not load the products'),
};
