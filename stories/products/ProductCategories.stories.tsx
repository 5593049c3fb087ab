import { productFailures } from '@salon/api/mocks/handlers/products';
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  productsMsw,
  type Args,
  PRODUCT_CATEGORIES_PAGE_META,
  productCategoriesParameters,
} from './products-story';
import type { ProductCategoriesStory as Story } from './products-story';
import { expectToast } from '../support/expect';

/** /product-categories through ProductCategoriesContainer against MSW. */
export default {
  ...PRODUCT_CATEGORIES_PAGE_META,
  parameters: { ...productCategoriesParameters() },
  title: 'Catalogue/Products/ProductCategories',
  tags: ['catalogue:product-categories'],
} satisfies Meta<Args>;

export const Default: Story = {
  tags: ['role:any', 'state:default'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Product Categories' })).toBeVisible();
    await expect(await canvas.findByRole('cell', { name: 'Hair Care' })).toBeVisible();
    const headers = canvas.getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers).toEqual(['#', 'Category Name', 'Created At', 'Active Status', 'Action']);
    await expect(canvas.getByRole('button', { name: 'Add Category' })).toBeVisible();
    const toggle = canvas.getByRole('switch', { name: 'Active status of Tools' });
    await userEvent.click(toggle);
    await expectToast('Product category disabled');
    await waitFor(() => expect(toggle).not.toBeChecked());
  },
};

export const Manager: Story = {
  tags: ['role:manager', 'state:default'],
  args: { role: 'manager' },
  parameters: productsMsw('manager'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('cell', { name: 'Styling' })).toBeVisible();
  },
};

export const Loading: Story = {
  tags: ['role:any', 'state:loading'],
  parameters: productsMsw('salon', undefined, [productFailures.categoriesLoading]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  tags: ['role:any', 'state:empty'],
  parameters: productsMsw('salon', { categories: [], products: [] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('We could not find any product category data.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Category' })).toBeVisible();
  },
};

export const StylistRedirected: Story = {
  tags: ['role:stylist', 'state:redirected'],
  args: { role: 'stylist' },
  parameters: productsMsw('stylist'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('redirected-to')).toHaveTextContent('/');
  },
};
