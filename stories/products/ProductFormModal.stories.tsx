import type { Meta } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { cardOf, productsMsw, type Args, PRODUCTS_PAGE_META, productsParameters } from './products-story';
import type { ProductsStory as Story } from './products-story';
import { PNG } from '../support/fixtures';
import { expectTexts, expectToast } from '../support/expect';
import { chooseOption, clickButton, expectValues, retype, typeInto } from '../support/form';
import { findDialog, openDialog } from '../support/dialog';

/** 'Add New Product' / 'Update Product' opened from /products (ProductsContainer) against MSW. */
export default {
  ...PRODUCTS_PAGE_META,
  parameters: { ...productsParameters() },
  title: 'Catalogue/Products/ProductFormModal',
  tags: ['catalogue:product-form-modal'],
} satisfies Meta<Args>;

const openAdd = (canvasElement: HTMLElement) => openDialog(canvasElement, 'Add New Product');

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
    await chooseOption(within(form), 'Category', 'Styling');
    await typeInto(dialog, { 'Price ($)': '12.50', 'Actual Price ($)': '15' });
    await chooseOption(within(form), 'Rating', '4');
    await userEvent.upload(
      dialog.getByLabelText('Product Image'),
      new File([PNG], 'curl-cream.png', { type: 'image/png' }),
    );
    await expect(await dialog.findByAltText('Chosen product image')).toBeVisible();
    await clickButton(dialog);
    await expectToast('Product added successfully');
    const card = await cardOf(canvasElement, 'Curl Cream');
    await expectTexts(card, ['$12.50', '$15.00']);
  },
};

export const Update: Story = {
  tags: ['role:manager', 'state:update'],
  args: { role: 'manager' },
  parameters: productsMsw('manager'),
  play: async ({ canvasElement }) => {
    const card = await cardOf(canvasElement, 'Argan Repair Shampoo');
    await userEvent.click(card.getByRole('button', { name: 'Edit Argan Repair Shampoo' }));
    const dialog = await findDialog('Update Product');
    await expectValues(dialog, {
      'Product Title': 'Argan Repair Shampoo',
      'Price ($)': '18.00',
      'Actual Price ($)': '24.00',
    });
    await expect(await dialog.findByText('Hair Care')).toBeVisible();
    await expect(dialog.getByAltText('Current product image')).toBeVisible();
    await retype(dialog, 'Price ($)', '16.50');
    await clickButton(dialog, 'Update');
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
    await clickButton(dialog);
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
    await typeInto(dialog, { 'Price ($)': '20', 'Actual Price ($)': '15' });
    await clickButton(dialog);
    await expect(await dialog.findByText('Price cannot be more than the Actual Price')).toBeVisible();
  },
};
