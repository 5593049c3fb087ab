import { authHandlers } from '@salon/api/mocks/handlers/auth';
import { productHandlers, type ProductStore } from '@salon/api/mocks/handlers/products';
import type { Role } from '@salon/api/shared/schemas';
import type { AnyHandler } from 'msw';
import { expect, within } from 'storybook/test';
import { productCategoriesPage, productsPage } from '../support/pages';
import { pageParameters } from '../support/page-meta';
import type { Meta, StoryObj } from '@storybook/react-vite';

export type Args = { role: Role };

/** Handlers of a products story: the viewer's session and an in-memory shop. */
export function productsMsw(role: Role, store?: ProductStore, overrides: AnyHandler[] = []) {
  return {
    msw: { handlers: { auth: authHandlers(role), products: [...overrides, ...productHandlers(store)] } },
  };
}

/** The card (list item) of the product named `name`. */
export async function cardOf(canvasElement: HTMLElement, name: string) {
  const heading = await within(canvasElement).findByRole('heading', { name });
  const card = heading.closest('li');
  await expect(card).not.toBeNull();
  return within(card as HTMLElement);
}

/** Every /products story's page and viewer: the guarded page as the salon's owner sees it. */
export const PRODUCTS_PAGE_META = { render: productsPage, args: { role: 'salon' } } satisfies Meta<Args>;
/** The story type of the files whose meta spreads `PRODUCTS_PAGE_META`. */
export type ProductsStory = StoryObj<typeof PRODUCTS_PAGE_META>;
/** Every /products story's address and in-memory shop (a literal meta's `parameters: { ...productsParameters() }`). */
export const productsParameters = () => pageParameters(productsMsw('salon').msw.handlers, '/products');

/** Every /product-categories story's page and viewer, likewise. */
export const PRODUCT_CATEGORIES_PAGE_META = {
  render: productCategoriesPage,
  args: { role: 'salon' },
} satisfies Meta<Args>;
/** The story type of the files whose meta spreads `PRODUCT_CATEGORIES_PAGE_META`. */
export type ProductCategoriesStory = StoryObj<typeof PRODUCT_CATEGORIES_PAGE_META>;
/** Every /product-categories story's address and in-memory shop (`store` when given). */
export const productCategoriesParameters = (store?: ProductStore) =>
  pageParameters(productsMsw('salon', store).msw.handlers, '/product-categories');
