import { manyProducts } from '@salon/api/mocks/factories/products';
import { productFailures } from '@salon/api/mocks/handlers/products';
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { cardOf, productsMsw, type Args, PRODUCTS_PAGE_META, productsParameters } from './products-story';
import type { ProductsStory as Story } from './products-story';
import { expectToast } from '../support/expect';
import { playAlert, playNoData } from '../support/plays';

/** /products through ProductsContainer against MSW. */
export default {
  ...PRODUCTS_PAGE_META,
  parameters: { ...productsParameters() },
  title: 'Catalogue/Products/Products',
  tags: ['catalogue:products'],
} satisfies Meta<Args>;

/** The product cards shown. */
async function cards(canvasElement: HTMLElement) {
  const grid = await within(canvasElement).findByRole('list', { name: 'Products' });
  return within(grid).getAllByRole('listitem');
}

async function expectList(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { name: 'Products' })).toBeVisible();
  await expect(canvas.getByPlaceholderText('Search Products...')).toBeVisible();
  await expect(await cards(canvasElement)).toHaveLength(8);
  await expect(canvas.getByRole('button', { name: 'Add New Product' })).toBeVisible();
}

export const Salon: Story = {
  tags: ['role:salon', 'state:default'],
  play: async ({ canvasElement }) => {
    await expectList(canvasElement);
    // Names are whole where the card has room (the old cards cut them at 20 characters).
    const brush = await cardOf(canvasElement, 'Boar Bristle Round Brush');
    const brushName = brush.getByRole('button', { name: 'Boar Bristle Round Brush' });
    await expect(brushName).toHaveTextContent(/^Boar Bristle Round Brush$/);
    await expect(brushName.scrollHeight).toBeLessThanOrEqual(brushName.clientHeight + 1);
    await expect(brush.queryByText('Boar Bristle Round B…')).toBeNull();
    // Descriptions longer than 25 characters are cut to 20 with 'read more'.
    const shampoo = await cardOf(canvasElement, 'Argan Repair Shampoo');
    await expect(shampoo.getByText(/^A sulphate-free sham…/)).toBeVisible();
    await userEvent.click(shampoo.getByRole('button', { name: 'read more' }));
    await expect(shampoo.getByText(/repairs dry, colour-treated hair\./)).toBeVisible();
    await userEvent.click(shampoo.getByRole('button', { name: 'read less' }));
    await expect(shampoo.getByText(/^A sulphate-free sham…/)).toBeVisible();
    // A short description has no 'read more'.
    const spray = await cardOf(canvasElement, 'Sea Salt Spray');
    await expect(spray.queryByRole('button', { name: 'read more' })).toBeNull();
    await expect(shampoo.getByText('$24.00')).toBeVisible();
  },
};

export const EnableSwitch: Story = {
  tags: ['role:salon', 'state:default'],
  play: async ({ canvasElement }) => {
    const card = await cardOf(canvasElement, 'Flexible Hold Hairspray');
    const toggle = card.getByRole('switch', { name: 'Enable Flexible Hold Hairspray' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expectToast('Product enabled');
    await waitFor(() => expect(toggle).toBeChecked());
  },
};

export const Search: Story = {
  tags: ['role:salon', 'state:default'],
  play: async ({ canvas, canvasElement }) => {
    await expectList(canvasElement);
    await userEvent.type(canvas.getByPlaceholderText('Search Products...'), 'dryer');
    await waitFor(async () => expect(await cards(canvasElement)).toHaveLength(1));
    await expect(canvas.getByRole('heading', { name: 'Ionic Travel Hair Dryer' })).toBeVisible();
  },
};

export const Manager: Story = {
  tags: ['role:manager', 'state:default'],
  args: { role: 'manager' },
  parameters: productsMsw('manager'),
  play: async ({ canvasElement }) => expectList(canvasElement),
};

export const Superadmin: Story = {
  tags: ['role:superadmin', 'state:default'],
  args: { role: 'superadmin' },
  parameters: productsMsw('superadmin'),
  play: async ({ canvasElement }) => expectList(canvasElement),
};

export const Loading: Story = {
  tags: ['role:salon', 'state:loading'],
  parameters: productsMsw('salon', undefined, [productFailures.productsLoading]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading products');
  },
};

export const Empty: Story = {
  tags: ['role:salon', 'state:empty'],
  parameters: productsMsw('salon', { products: [] }),
  play: playNoData('We could not find any product data.'),
};

export const Paged: Story = {
  tags: ['role:salon', 'state:paged'],
  parameters: productsMsw('salon', { products: manyProducts(24) }),
  play: async ({ canvas, canvasElement }) => {
    await waitFor(async () => expect(await cards(canvasElement)).toHaveLength(20));
    const pages = canvas.getByRole('navigation', { name: 'Pagination' });
    await userEvent.click(within(pages).getByRole('button', { name: '2' }));
    await waitFor(async () => expect(await cards(canvasElement)).toHaveLength(4));
    await expect(canvas.getByRole('heading', { name: 'Matte Clay Pomade 3' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  tags: ['role:salon', 'state:error'],
  parameters: productsMsw('salon', undefined, [productFailures.productsFail]),
  play: playAlert('Could not load the products'),
};

/** Spec 2 §6: other roles are sent to the dashboard. */
export const StylistRedirected: Story = {
  tags: ['role:stylist', 'state:redirected'],
  args: { role: 'stylist' },
  parameters: productsMsw('stylist'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('redirected-to')).toHaveTextContent('/');
  },
};
