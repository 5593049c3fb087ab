import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { cardOf, type Args, PRODUCTS_PAGE_META, productsParameters } from './products-story';
import type { ProductsStory as Story } from './products-story';
import { expectToast } from '../support/expect';
import { clickButton } from '../support/form';
import { findDialog } from '../support/dialog';

/** The delete confirmation opened from a product card (ProductsContainer) against MSW. */
export default {
  ...PRODUCTS_PAGE_META,
  parameters: { ...productsParameters() },
  title: 'Catalogue/Products/ProductDeleteModal',
  tags: ['catalogue:product-delete-modal'],
} satisfies Meta<Args>;

export const Default: Story = {
  tags: ['role:any', 'state:default'],
  play: async ({ canvasElement }) => {
    const card = await cardOf(canvasElement, 'Matte Clay Pomade');
    await userEvent.click(card.getByRole('button', { name: 'Delete Matte Clay Pomade' }));
    const dialog = await findDialog('Delete Product');
    await expect(dialog.getByText('Are you sure you want to delete this Product?')).toBeVisible();
    await clickButton(dialog, 'Delete');
    await expectToast('Product deleted successfully');
    await waitFor(() =>
      expect(within(canvasElement).queryByRole('heading', { name: 'Matte Clay Pomade' })).toBeNull(),
    );
  },
};
