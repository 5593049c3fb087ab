import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Order } from '@salon/api/orders/schemas';
import type { Product, ProductCategory } from '@salon/api/products/schemas';
import type { Paged } from '@salon/api/shared/schemas';
import { productPng } from '../src/seed/png';
import { orderId, productCategoryId, productId } from '../src/seed/products';
import { injectAs, testStorage } from './helper';
import { useSession, useTestApp } from './use-test-app';
import { multipart, TINY_PNG } from './multipart';

const API = '/api/v1';
const t = useTestApp();
const owner = useSession(t, 'owner@example.com');

const stored = (key: string) => existsSync(join(testStorage.folder, key));

const productFields = {
  productName: 'Curl Cream',
  productDescription: 'Defines curls without crunch, for all curl types.',
  category: productCategoryId(2),
  productPrice: 1250,
  actualPrice: 1500,
  rating: 4,
};

function addProduct(fields: Record<string, string | number>, file?: { content: Buffer; name: string }) {
  return owner<Product>({
    method: 'POST',
    url: `${API}/product/add-product`,
    ...multipart(fields, file ? { field: 'image', ...file } : undefined),
  });
}

function addStock(productID: string, quantity: number, type: string) {
  return owner<Product>({
    method: 'POST',
    url: `${API}/product/add-stock`,
    payload: { productID, quantity, type },
  });
}

/** Creates a category, or renames the one `categoryID` names. */
const saveCategory = (payload: Record<string, unknown>) =>
  owner<ProductCategory>({ method: 'POST', url: `${API}/product/create-category`, payload });

/** Switches a category (`category?categoryId=`) or a product (`product?productID=`) on or off. */
const enableDisable = <T>(target: string, payload: Record<string, unknown>) =>
  owner<T>({ method: 'PATCH', url: `${API}/product/enable-disable-${target}`, payload });

describe('product categories', () => {
  it('lists the salon’s categories by name, paged and filtered', async () => {
    const all = await owner<Paged<ProductCategory>>({ method: 'GET', url: `${API}/product/get-category` });
    expect(all.statusCode).toBe(200);
    expect(all.body.data.result.map((category) => category.categoryName)).toEqual([
      'Hair Care',
      'Styling',
      'Tools',
    ]);
    const page = await owner<Paged<ProductCategory>>({
      method: 'GET',
      url: `${API}/product/get-category?pageNumber=2&pageSize=2&filterValue=`,
    });
    expect(page.body.data).toMatchObject({ totalCount: 3, totalPageSize: 2 });
    expect(page.body.data.result.map((category) => category.categoryName)).toEqual(['Tools']);
    const filtered = await owner<Paged<ProductCategory>>({
      method: 'GET',
      url: `${API}/product/get-category?filterValue=styl`,
    });
    expect(filtered.body.data.result.map((category) => category.categoryName)).toEqual(['Styling']);
  });

  it('creates, renames, refuses duplicate names whatever their case, and validates the name', async () => {
    const created = await saveCategory({ categoryName: '  Gift Sets ' });
    expect(created.statusCode).toBe(200);
    expect(created.body).toMatchObject({
      message: 'Product category created successfully',
      data: { categoryName: 'Gift Sets', enable: true },
    });
    const duplicate = await saveCategory({ categoryName: 'hair care' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.body.message).toBe('A product category with this name already exists');
    const renamed = await saveCategory({ categoryName: 'Gifts', categoryID: created.body.data._id });
    expect(renamed.body).toMatchObject({
      message: 'Product category updated successfully',
      data: { _id: created.body.data._id, categoryName: 'Gifts' },
    });
    const blank = await saveCategory({ categoryName: '   ' });
    expect(blank).toMatchObject({ statusCode: 400, body: { message: 'categoryName: must not be empty' } });
  });

  it('enables and disables a category', async () => {
    const answer = await enableDisable<ProductCategory>(`category?categoryId=${productCategoryId(3)}`, {
      enable: false,
    });
    expect(answer.body).toMatchObject({ message: 'Product category disabled', data: { enable: false } });
    const bad = await enableDisable('category?categoryId=nope', { enable: false });
    expect(bad).toMatchObject({ statusCode: 400, body: { message: 'categoryId: must be a valid id' } });
  });

  it('refuses to delete a category in use with 409, and deletes an unused one', async () => {
    const inUse = await owner({
      method: 'DELETE',
      url: `${API}/product/delete-category?categoryId=${productCategoryId(1)}`,
    });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.body.message).toBe(
      'This category cannot be deleted: 3 products use it. Move or delete those products first.',
    );
    const created = await saveCategory({ categoryName: 'Short-lived' });
    const deleted = await owner({
      method: 'DELETE',
      url: `${API}/product/delete-category?categoryId=${created.body.data._id}`,
    });
    expect(deleted.body).toMatchObject({ status: true, message: 'Product category deleted successfully' });
    const again = await owner({
      method: 'DELETE',
      url: `${API}/product/delete-category?categoryId=${created.body.data._id}`,
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('products', () => {
  it('lists the salon’s products newest first with their category, 20 per page, filtered by name', async () => {
    const list = await owner<Paged<Product>>({
      method: 'GET',
      url: `${API}/product/get-product-by-salon?pageNumber=1&pageSize=20`,
    });
    expect(list.body.data.totalCount).toBeGreaterThanOrEqual(8);
    const first = list.body.data.result.find((product) => product._id === productId(1));
    expect(first).toMatchObject({
      productName: 'Argan Repair Shampoo',
      category: { _id: productCategoryId(1), categoryName: 'Hair Care' },
      productPrice: 1800,
      actualPrice: 2400,
      rating: 5,
    });
    expect(first?.productImageURL).toBe(`/uploads/${first?.productImageKey}`);
    // The seeded image is a stored file the server serves.
    const image = await t.app.inject({ method: 'GET', url: first!.productImageURL });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');

    const filtered = await owner<Paged<Product>>({
      method: 'GET',
      url: `${API}/product/get-product-by-salon?filterValue=BRUSH`,
    });
    expect(filtered.body.data.result.map((product) => product.productName)).toEqual([
      'Boar Bristle Round Brush',
    ]);
    const wildcard = await owner<Paged<Product>>({
      method: 'GET',
      url: `${API}/product/get-product-by-salon?filterValue=%25`,
    });
    expect(wildcard.body.data.totalCount).toBe(0);
  });

  it('gets one product by id, 404 for an unknown id', async () => {
    const found = await owner<Product>({
      method: 'GET',
      url: `${API}/product/get-product-by-id?productID=${productId(8)}`,
    });
    expect(found.body.data).toMatchObject({ productName: 'Ionic Travel Hair Dryer', stock: 4 });
    const missing = await owner({
      method: 'GET',
      url: `${API}/product/get-product-by-id?productID=${productId(99)}`,
    });
    expect(missing).toMatchObject({ statusCode: 404, body: { message: 'Product not found' } });
  });

  it('creates a product with an image stored under a server-generated name, and serves it', async () => {
    const image = productPng(32, [10, 20, 30], [200, 100, 50]);
    const answer = await addProduct(productFields, { content: image, name: '../../evil.php' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.message).toBe('Product added successfully');
    const product = answer.body.data;
    expect(product).toMatchObject({ productName: 'Curl Cream', stock: 0, enable: true });
    expect(product.productImageKey).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(stored(product.productImageKey)).toBe(true);
    const served = await t.app.inject({ method: 'GET', url: product.productImageURL });
    expect(served.rawPayload.equals(image)).toBe(true);
  });

  it('asks for the image, the fields and a price not above the actual price', async () => {
    expect((await addProduct(productFields)).body.message).toBe('Please select product image');
    const file = { content: TINY_PNG, name: 'a.png' };
    const cases: Array<[Record<string, string | number>, string]> = [
      [{ ...productFields, productName: ' ' }, 'productName: must not be empty'],
      [{ ...productFields, rating: 6 }, 'rating: must be at most 5'],
      [{ ...productFields, rating: 0 }, 'rating: must be at least 1'],
      [{ ...productFields, productPrice: 'ten' }, 'productPrice: must be a whole number'],
      [{ ...productFields, productPrice: 0 }, 'productPrice: must be at least 1'],
      [{ ...productFields, productPrice: 1600 }, 'productPrice: must not be more than the actual price'],
    ];
    for (const [fields, message] of cases) {
      const answer = await addProduct(fields, file);
      expect({ status: answer.statusCode, message: answer.body.message }).toEqual({ status: 400, message });
    }
    const { category: _category, ...withoutCategory } = productFields;
    expect((await addProduct(withoutCategory, file)).body.message).toBe('category: is required');
  });

  it('refuses files that are not images, judged by content, and images over 5 MB', async () => {
    const script = await addProduct(productFields, {
      content: Buffer.from('<?php echo 1; ?>'),
      name: 'x.png',
    });
    expect(script).toMatchObject({
      statusCode: 400,
      body: { message: 'image: must be an image (JPEG, PNG, GIF or WebP)' },
    });
    const huge = Buffer.concat([TINY_PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await addProduct(productFields, { content: huge, name: 'big.png' });
    expect(tooBig).toMatchObject({ statusCode: 413, body: { message: 'image: file is larger than 5 MB' } });
  });

  it('refuses another salon’s category with 404 and stores no file', async () => {
    const answer = await addProduct(
      { ...productFields, category: productCategoryId(11) },
      { content: productPng(8, [1, 2, 3], [4, 5, 6]), name: 'a.png' },
    );
    expect(answer).toMatchObject({ statusCode: 404, body: { message: 'Product category not found' } });
  });

  it('updates a product, replacing its image and removing the old file', async () => {
    const created = (await addProduct(productFields, { content: TINY_PNG, name: 'a.png' })).body.data;
    const kept = await addProduct({ ...productFields, _id: created._id, productName: 'Curl Cream 2' });
    expect(kept.body).toMatchObject({
      message: 'Product updated successfully',
      data: { productName: 'Curl Cream 2', productImageKey: created.productImageKey },
    });
    const replaced = await addProduct(
      { ...productFields, _id: created._id },
      { content: productPng(16, [9, 9, 9], [99, 99, 99]), name: 'b.png' },
    );
    expect(replaced.body.data.productImageKey).not.toBe(created.productImageKey);
    expect(stored(replaced.body.data.productImageKey)).toBe(true);
    expect(stored(created.productImageKey)).toBe(false);
  });

  it('enables and disables a product', async () => {
    const answer = await enableDisable<Product>(`product?productID=${productId(2)}`, { enable: false });
    expect(answer.body).toMatchObject({ message: 'Product disabled', data: { enable: false } });
    const bad = await enableDisable(`product?productID=${productId(2)}`, { enable: 'yes' });
    expect(bad).toMatchObject({ statusCode: 400, body: { message: 'enable: must be true or false' } });
  });

  it('deletes a product and its image file', async () => {
    const created = (await addProduct(productFields, { content: TINY_PNG, name: 'a.png' })).body.data;
    expect(stored(created.productImageKey)).toBe(true);
    const deleted = await owner({
      method: 'DELETE',
      url: `${API}/product/delete-product?productID=${created._id}`,
    });
    expect(deleted.body).toMatchObject({ status: true, message: 'Product deleted successfully' });
    expect(stored(created.productImageKey)).toBe(false);
    const again = await owner({
      method: 'DELETE',
      url: `${API}/product/delete-product?productID=${created._id}`,
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('stock', () => {
  it('credits and debits stock', async () => {
    const credit = await addStock(productId(3), 4, 'credit');
    expect(credit.body).toMatchObject({ message: 'Stock added successfully', data: { stock: 10 } });
    const debit = await addStock(productId(3), 10, 'debit');
    expect(debit.body).toMatchObject({ message: 'Stock removed successfully', data: { stock: 0 } });
  });

  it('refuses a debit beyond the stock with 409 and leaves the stock alone', async () => {
    const answer = await addStock(productId(8), 5, 'debit');
    expect(answer).toMatchObject({
      statusCode: 409,
      body: { message: 'Cannot remove 5 units: only 4 units in stock', code: 'insufficient_stock' },
    });
    const product = await owner<Product>({
      method: 'GET',
      url: `${API}/product/get-product-by-id?productID=${productId(8)}`,
    });
    expect(product.body.data.stock).toBe(4);
  });

  it('never lets concurrent debits take the stock below zero', async () => {
    // Seeded with 9 units: 15 concurrent debits of 1 unit leave exactly 9 successes.
    const answers = await Promise.all(Array.from({ length: 15 }, () => addStock(productId(7), 1, 'debit')));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(9);
    expect(statuses.filter((status) => status === 409)).toHaveLength(6);
    const product = await owner<Product>({
      method: 'GET',
      url: `${API}/product/get-product-by-id?productID=${productId(7)}`,
    });
    expect(product.body.data.stock).toBe(0);
  });

  it('caps the stock at 1,000,000 units', async () => {
    const answer = await addStock(productId(4), 1_000_000, 'credit');
    expect(answer).toMatchObject({
      statusCode: 409,
      body: { message: 'Cannot add 1,000,000 units: stock cannot exceed 1,000,000 units' },
    });
  });

  it('validates quantity and type', async () => {
    const cases: Array<[unknown, unknown, string]> = [
      [0, 'credit', 'quantity: must be at least 1'],
      [undefined, 'credit', 'quantity: is required'],
      [1.5, 'credit', 'quantity: must be a whole number'],
      [1, undefined, 'type: is required'],
      [1, 'refund', 'type: must be one of credit, debit'],
    ];
    for (const [quantity, type, message] of cases) {
      const answer = await owner({
        method: 'POST',
        url: `${API}/product/add-stock`,
        payload: { productID: productId(1), quantity, type },
      });
      expect({ status: answer.statusCode, message: answer.body.message }).toEqual({ status: 400, message });
    }
  });
});

describe('orders', () => {
  it('lists the salon’s orders newest first with customer, items and amounts in cents', async () => {
    const list = await owner<Paged<Order>>({
      method: 'GET',
      url: `${API}/product/get-order-by-salon?pageNumber=1&pageSize=16`,
    });
    expect(list.body.data).toMatchObject({ totalCount: 4, totalPageSize: 1 });
    expect(list.body.data.result.map((order) => order.orderId)).toEqual([1004, 1003, 1002, 1001]);
    expect(list.body.data.result[1]).toMatchObject({
      _id: orderId(3),
      orderStatus: 'Pending',
      orderBy: { name: 'Daniel Kim', phone: '2125550133' },
      amount: 2999 * 2 + 1400 + 8900,
      otherAmount: 0,
      totalAmount: 2999 * 2 + 1400 + 8900,
      items: [
        { productName: 'Silk Protein Hair Mask', productPrice: 2999, quantity: 2 },
        { productName: 'Sea Salt Spray', productPrice: 1400, quantity: 1 },
        { productName: 'Ionic Travel Hair Dryer', productPrice: 8900, quantity: 1 },
      ],
    });
  });

  it('filters by order number or customer name', async () => {
    const search = async (filterValue: string) =>
      (
        await owner<Paged<Order>>({
          method: 'GET',
          url: `${API}/product/get-order-by-salon?filterValue=${encodeURIComponent(filterValue)}`,
        })
      ).body.data.result.map((order) => order.orderId);
    expect(await search('1002')).toEqual([1002]);
    expect(await search('#1004')).toEqual([1004]);
    expect(await search('grace')).toEqual([1004]);
    expect(await search('nobody')).toEqual([]);
  });

  it('pages by 16', async () => {
    const page = await owner<Paged<Order>>({
      method: 'GET',
      url: `${API}/product/get-order-by-salon?pageNumber=2&pageSize=3`,
    });
    expect(page.body.data).toMatchObject({ totalCount: 4, totalPageSize: 2 });
    expect(page.body.data.result.map((order) => order.orderId)).toEqual([1001]);
  });

  it('changes the status and keeps it', async () => {
    const changed = await owner<Order>({
      method: 'PATCH',
      url: `${API}/product/change-order-status?orderID=${orderId(4)}`,
      payload: { orderStatus: 'Completed' },
    });
    expect(changed.body).toMatchObject({
      message: 'Order status changed to Completed',
      data: { orderId: 1004, orderStatus: 'Completed' },
    });
    const bad = await owner({
      method: 'PATCH',
      url: `${API}/product/change-order-status?orderID=${orderId(4)}`,
      payload: { orderStatus: 'Shipped' },
    });
    expect(bad).toMatchObject({
      statusCode: 400,
      body: { message: 'orderStatus: must be one of Pending, Completed' },
    });
    const missing = await owner({
      method: 'PATCH',
      url: `${API}/product/change-order-status?orderID=${orderId(99)}`,
      payload: { orderStatus: 'Completed' },
    });
    expect(missing).toMatchObject({ statusCode: 404, body: { message: 'Order not found' } });
  });

  it('refuses a manager with 403', async () => {
    const manager = await injectAs(t.app, 'manager@example.com');
    const answer = await manager({ method: 'GET', url: `${API}/product/get-order-by-salon` });
    expect(answer.statusCode).toBe(403);
  });
});
