import { authHandlers } from '@salon/api/mocks/handlers/auth';
import { productHandlers, type ProductStore } from '@salon/api/mocks/handlers/products';
import type { Role } from '@salon/api/shared/schemas';
import type { AnyHandler } from 'msw';
import { expect, within } from 'storybook/test';

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
