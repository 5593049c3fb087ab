import { randomUUID } from 'node:crypto';
import { DEMO_SALON_ID, SECOND_SALON_ID } from '../../src/seed/demo-data';
import { orderId, productCategoryId, productId } from '../../src/seed/products';
import type { TestApp } from '../helper';
import { multipart } from '../multipart';
import { ALL, type Case, type Matrix, type Scope } from './types';

// Demo Salon's and Second Salon's first category, product and order (seed/products.ts).
const CATEGORY = { own: productCategoryId(1), other: productCategoryId(11) };
const PRODUCT = { own: productId(1), other: productId(11) };
const ORDER = { own: orderId(3), other: orderId(12) };
const salonOf = (scope: Scope) => (scope === 'own' ? DEMO_SALON_ID : SECOND_SALON_ID);

let sequence = 0;

/** A product made for one call, so every role deletes a fresh one. */
async function freshProduct(t: TestApp, scope: Scope): Promise<string> {
  const created = await t.repositories.products.createProduct({
    salonId: salonOf(scope),
    categoryId: CATEGORY[scope],
    name: `Matrix product ${++sequence}`,
    description: 'Made by the authorization matrix',
    priceCents: 1000,
    actualPriceCents: 1200,
    rating: 3,
    imageKey: `${randomUUID()}.png`,
    stock: 5,
  });
  return created.id;
}

/** Products and categories: salon, manager and superadmin; other roles 403; another salon's ids 404. */
const PRODUCT_OWN = ALL(403, { salon: 200, manager: 200, superadmin: 200 });
const PRODUCT_OTHER = ALL(403, { salon: 404, manager: 404, superadmin: 404 });
/** Orders: salon and superadmin only. */
const ORDER_OWN = ALL(403, { salon: 200, superadmin: 200 });
const ORDER_OTHER = ALL(403, { salon: 404, superadmin: 404 });

const cases: Record<string, Case> = {
  'GET /product/get-category': {
    request: () => ({ url: '/product/get-category?pageNumber=1&pageSize=20' }),
    own: PRODUCT_OWN,
  },
  'POST /product/create-category': {
    request: (scope) => ({
      url: '/product/create-category',
      payload:
        scope === 'own'
          ? { categoryName: `Matrix category ${++sequence}` }
          : { categoryName: `Matrix rename ${++sequence}`, categoryID: CATEGORY.other },
    }),
    own: PRODUCT_OWN,
    other: PRODUCT_OTHER,
  },
  'PATCH /product/enable-disable-category': {
    request: (scope) => ({
      url: `/product/enable-disable-category?categoryId=${CATEGORY[scope]}`,
      payload: { enable: true },
    }),
    own: PRODUCT_OWN,
    other: PRODUCT_OTHER,
  },
  // The seeded categories hold products: the permitted roles get the 409 of a category in use.
  'DELETE /product/delete-category': {
    request: (scope) => ({ url: `/product/delete-category?categoryId=${CATEGORY[scope]}` }),
    own: ALL(403, { salon: 409, manager: 409, superadmin: 409 }),
    other: PRODUCT_OTHER,
  },
  'GET /product/get-product-by-salon': {
    request: () => ({ url: '/product/get-product-by-salon?pageNumber=1&pageSize=20' }),
    own: PRODUCT_OWN,
  },
  'GET /product/get-product-by-id': {
    request: (scope) => ({ url: `/product/get-product-by-id?productID=${PRODUCT[scope]}` }),
    own: PRODUCT_OWN,
    other: PRODUCT_OTHER,
  },
  // An update without a new image (the old one is kept); `other` names the other salon's product.
  'POST /product/add-product': {
    request: (scope) => ({
      url: '/product/add-product',
      ...multipart({
        _id: PRODUCT[scope],
        productName: 'Argan Repair Shampoo',
        productDescription: 'Updated by the authorization matrix',
        category: CATEGORY[scope],
        productPrice: 1800,
        actualPrice: 2400,
        rating: 5,
      }),
    }),
    own: PRODUCT_OWN,
    other: PRODUCT_OTHER,
  },
  'PATCH /product/enable-disable-product': {
    request: (scope) => ({
      url: `/product/enable-disable-product?productID=${PRODUCT[scope]}`,
      payload: { enable: true },
    }),
    own: PRODUCT_OWN,
    other: PRODUCT_OTHER,
  },
  'DELETE /product/delete-product': {
    request: async (scope, t) => ({
      url: `/product/delete-product?productID=${await freshProduct(t, scope)}`,
    }),
    own: PRODUCT_OWN,
    other: PRODUCT_OTHER,
  },
  'POST /product/add-stock': {
    request: (scope) => ({
      url: '/product/add-stock',
      payload: { productID: PRODUCT[scope], quantity: 1, type: 'credit' },
    }),
    own: PRODUCT_OWN,
    other: PRODUCT_OTHER,
  },
  'GET /product/get-order-by-salon': {
    request: () => ({ url: '/product/get-order-by-salon?pageNumber=1&pageSize=16' }),
    own: ORDER_OWN,
  },
  'PATCH /product/change-order-status': {
    request: (scope) => ({
      url: `/product/change-order-status?orderID=${ORDER[scope]}`,
      payload: { orderStatus: 'Pending' },
    }),
    own: ORDER_OWN,
    other: ORDER_OTHER,
  },
};

export const contentProductsMatrix: Matrix = cases;
