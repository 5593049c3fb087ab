import { describe, expect, it } from 'vitest';
import type { WebsiteProduct } from '@salon/api/products/schemas';
import type { Paged } from '@salon/api/shared/schemas';
import { productId } from '../src/seed/products';
import { call } from './helper';
import { useTestApp } from './use-test-app';

const API = '/api/v1';

const t = useTestApp();

const get = <D>(url: string) => call<D>(t.app, { method: 'GET', url: `${API}${url}` });

describe('the public product page calls', () => {
  it('answers an enabled product without its storage key; a disabled one, or a bad id, 404', async () => {
    const answer = await get<WebsiteProduct>(`/product/get-website-product-by-id?productID=${productId(1)}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data).toMatchObject({
      _id: productId(1),
      productName: 'Argan Repair Shampoo',
      productPrice: 1800,
      actualPrice: 2400,
      category: { categoryName: 'Hair Care' },
    });
    expect(answer.body.data).not.toHaveProperty('productImageKey');
    // Flexible Hold Hairspray is disabled; Silk Scrunchie Set sits in a disabled category.
    expect((await get(`/product/get-website-product-by-id?productID=${productId(6)}`)).statusCode).toBe(404);
    expect((await get(`/product/get-website-product-by-id?productID=${productId(18)}`)).statusCode).toBe(404);
    expect((await get('/product/get-website-product-by-id?productID=nope')).statusCode).toBe(400);
  });

  it('lists the related products of the same category, 4 per page, the product itself left out', async () => {
    const answer = await get<Paged<WebsiteProduct>>(
      `/product/get-similar-website-product?productID=${productId(1)}&name=demo-salon&pageSize=4&filterValue=Hair%20Care`,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data.result.map((product) => product.productName).sort()).toEqual([
      'Hydrating Conditioner',
      'Silk Protein Hair Mask',
    ]);
    // Another salon's site does not show this salon's products.
    const other = await get(
      `/product/get-similar-website-product?productID=${productId(1)}&name=second-salon`,
    );
    expect(other.statusCode).toBe(404);
  });
});
