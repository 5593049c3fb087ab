import { productsPage } from '../support/pages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { cardOf, openDialog, pick, productsMsw, type Args } from './products-story';
import { PNG } from '../support/fixtures';
import { expectToast } from '../support/expect';

/** 'Add New Product' / 'Update Product' opened from /products (ProductsContainer) against MSW. */
const meta = {
  title: 'Catalogue/Products/ProductFormModal',
  tags: ['catalogue:product-form-modal'],
  render: () => productsPage(),
  args: { role: 'salon' },
  parameters: { route: '/products', routePath: '/products', ...productsMsw('salon') },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openAdd(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add New Product' }));
  return openDialog('Add New Product');
}

export const Create: Story = {
  tags: ['role:salon', 'state:create'],
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    const form = (await screen.findByRole('dialog', { name: 'Add New Product' })) as HTMLElement;
    await userEvent.type(dialog.getByLabelText('Product Title'), 'Curl Cream');
    await userEvent.type(
      dialog.getByLabelText('Description'),
      'Defines curls without crunch, for all curl types.',
    );
    await pick(form, 'Category', 'Styling');
    await userEvent.type(dialog.getByLabelText('Price ($)'), '12.50');
    await userEvent.type(dialog.getByLabelText('Actual Price ($)'), '15');
    await pick(form, 'Rating', '4');
    await userEvent.upload(
      dialog.getByLabelText('Product Image'),
      new File([PNG], 'curl-cream.png', { type: 'image/png' }),
    );
    await expect(await dialog.findByAltText('Chosen product image')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expectToast('Product added successfully');
    const card = await cardOf(canvasElement, 'Curl Cream');
    await expect(card.getByText('$12.50')).toBeVisible();
    await expect(card.getByText('$15.00')).toBeVisible();
  },
};

export const Update: Story = {
  tags: ['role:manager', 'state:update'],
  args: { role: 'manager' },
  parameters: productsMsw('manager'),
  play: async ({ canvasElement }) => {
    const card = await cardOf(canvasElement, 'Argan Repair Shampoo');
    await userEvent.click(card.getByRole('button', { name: 'Edit Argan Repair Shampoo' }));
    const dialog = await openDialog('Update Product');
    await expect(dialog.getByLabelText('Product Title')).toHaveValue('Argan Repair Shampoo');
    await expect(dialog.getByLabelText('Price ($)')).toHaveValue('18.00');
    await expect(dialog.getByLabelText('Actual Price ($)')).toHaveValue('24.00');
    await expect(await dialog.findByText('Hair Care')).toBeVisible();
    await expect(dialog.getByAltText('Current product image')).toBeVisible();
    await userEvent.clear(dialog.getByLabelText('Price ($)'));
    await userEvent.type(dialog.getByLabelText('Price ($)'), '16.50');
    await userEvent.click(dialog.getByRole('button', { name: 'Update' }));
    await expectToast('Product updated successfully');
    await waitFor(async () =>
      expect((await cardOf(canvasElement, 'Argan Repair Shampoo')).getByText('$16.50')).toBeVisible(),
    );
  },
};

export const Validation: Story = {
  tags: ['role:superadmin', 'state:validation'],
  args: { role: 'superadmin' },
  parameters: productsMsw('superadmin'),
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(dialog.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
        'Please enter product title',
        'Please enter product description',
        'Please select product category',
        'Please enter product price',
        'Please enter Actual Price',
        'Please select rating',
        'Please select product image',
      ]),
    );
  },
};

export const PriceAboveActual: Story = {
  tags: ['role:salon', 'state:validation'],
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await userEvent.type(dialog.getByLabelText('Price ($)'), '20');
    await userEvent.type(dialog.getByLabelText('Actual Price ($)'), '15');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(await dialog.findByText('Price cannot be more than the Actual Price')).toBeVisible();
  },
};
