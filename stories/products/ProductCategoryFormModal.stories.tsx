import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { type Args, PRODUCT_CATEGORIES_PAGE_META, productCategoriesParameters } from './products-story';
import type { ProductCategoriesStory as Story } from './products-story';
import { expectToast } from '../support/expect';
import { retype, clickButton, submitExpectingFormAlert } from '../support/form';
import { findDialog } from '../support/dialog';

/** 'Add New Category' / 'Update Category' from /product-categories against MSW. */
export default {
  ...PRODUCT_CATEGORIES_PAGE_META,
  parameters: { ...productCategoriesParameters() },
  title: 'Catalogue/Products/ProductCategoryFormModal',
  tags: ['catalogue:product-category-form-modal'],
} satisfies Meta<Args>;

export const Create: Story = {
  tags: ['role:any', 'state:create'],
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add Category' }));
    const dialog = await findDialog('Add New Category');
    await userEvent.type(dialog.getByLabelText('Category Name'), 'Gift Sets');
    await clickButton(dialog);
    await expectToast('Product category created successfully');
    await expect(await within(canvasElement).findByRole('cell', { name: 'Gift Sets' })).toBeVisible();
  },
};

export const Update: Story = {
  tags: ['role:any', 'state:update'],
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Edit Tools' }));
    const dialog = await findDialog('Update Category');
    await expect(dialog.getByLabelText('Category Name')).toHaveValue('Tools');
    await retype(dialog, 'Category Name', 'Hot Tools');
    await clickButton(dialog, 'Update');
    await expectToast('Product category updated successfully');
    await expect(await within(canvasElement).findByRole('cell', { name: 'Hot Tools' })).toBeVisible();
  },
};

export const Validation: Story = {
  tags: ['role:any', 'state:validation'],
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add Category' }));
    const dialog = await findDialog('Add New Category');
    await submitExpectingFormAlert(dialog, 'Please enter category name');
  },
};

export const DuplicateName: Story = {
  tags: ['role:any', 'state:error'],
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add Category' }));
    const dialog = await findDialog('Add New Category');
    await userEvent.type(dialog.getByLabelText('Category Name'), 'hair care');
    await submitExpectingFormAlert(dialog, 'A product category with this name already exists');
  },
};
