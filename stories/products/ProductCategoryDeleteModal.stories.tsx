import { buildProductCategory } from '@salon/api/mocks/factories/products';
import { productCategories, products } from '@salon/api/mocks/factories/products';
import type { Meta } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { type Args, PRODUCT_CATEGORIES_PAGE_META, productCategoriesParameters } from './products-story';
import type { ProductCategoriesStory as Story } from './products-story';
import { expectToast } from '../support/expect';
import { clickButton } from '../support/form';
import { findDialog } from '../support/dialog';

const store = {
  categories: [...productCategories, buildProductCategory(4, { categoryName: 'Gift Sets' })],
  products,
};

/** The category delete confirmation from /product-categories against MSW. */
export default {
  ...PRODUCT_CATEGORIES_PAGE_META,
  parameters: { ...productCategoriesParameters(store) },
  title: 'Catalogue/Products/ProductCategoryDeleteModal',
  tags: ['catalogue:product-category-delete-modal'],
} satisfies Meta<Args>;

export const Default: Story = {
  tags: ['role:any', 'state:default'],
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Delete Gift Sets' }));
    const dialog = await findDialog('Delete Category');
    await expect(dialog.getByText('Are you sure you want to delete this Category?')).toBeVisible();
    await clickButton(dialog, 'Delete');
    await expectToast('Product category deleted successfully');
    await waitFor(() => expect(within(canvasElement).queryByRole('cell', { name: 'Gift Sets' })).toBeNull());
  },
};

/** A category that products use: the server's 409 message in a toast; the row stays. */
export const InUse: Story = {
  tags: ['role:any', 'state:error'],
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Delete Hair Care' }));
    const dialog = await findDialog('Delete Category');
    await clickButton(dialog, 'Delete');
    await expect(
      await screen.findByText(
        'This category cannot be deleted: 3 products use it. Move or delete those products first.',
      ),
    ).toBeVisible();
    await expect(within(canvasElement).getByRole('cell', { name: 'Hair Care' })).toBeVisible();
  },
};
