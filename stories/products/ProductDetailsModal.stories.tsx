import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { cardOf, type Args, PRODUCTS_PAGE_META, productsParameters } from './products-story';
import type { ProductsStory as Story } from './products-story';
import { findDialog } from '../support/dialog';

/** 'Product Details' opened from a card's image or name (ProductsContainer) against MSW. */
export default {
  ...PRODUCTS_PAGE_META,
  parameters: { ...productsParameters() },
  title: 'Catalogue/Products/ProductDetailsModal',
  tags: ['catalogue:product-details-modal'],
} satisfies Meta<Args>;

export const Default: Story = {
  tags: ['role:any', 'state:default'],
  play: async ({ canvasElement }) => {
    const card = await cardOf(canvasElement, 'Ionic Travel Hair Dryer');
    await userEvent.click(card.getByRole('button', { name: 'Ionic Travel Hair Dryer' }));
    const dialog = await findDialog('Product Details');
    await expect(dialog.getByRole('heading', { name: 'Ionic Travel Hair Dryer' })).toBeVisible();
    await expect(dialog.getByText('Save 25.21%')).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(
      dialog.getByText('Compact 1200 W ionic dryer with a folding handle and dual voltage.'),
    ).toBeVisible();
  },
};

export const FromImage: Story = {
  tags: ['role:any', 'state:default'],
  play: async ({ canvasElement }) => {
    const card = await cardOf(canvasElement, 'Sea Salt Spray');
    await userEvent.click(card.getByRole('button', { name: 'Sea Salt Spray details' }));
    const dialog = await findDialog('Product Details');
    await expect(dialog.getByRole('heading', { name: 'Sea Salt Spray' })).toBeVisible();
    // No discount: no struck price and no 'Save' badge.
    await expect(dialog.queryByText(/^Save/)).toBeNull();
  },
};
