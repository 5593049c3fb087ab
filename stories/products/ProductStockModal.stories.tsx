import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { cardOf, type Args, PRODUCTS_PAGE_META, productsParameters } from './products-story';
import type { ProductsStory as Story } from './products-story';
import { expectToast } from '../support/expect';
import { chooseOption, clickButton, submitExpectingFormAlert } from '../support/form';
import { findDialog } from '../support/dialog';

/** 'Add Stock' opened from a product card (ProductsContainer) against MSW. */
export default {
  ...PRODUCTS_PAGE_META,
  parameters: { ...productsParameters() },
  title: 'Catalogue/Products/ProductStockModal',
  tags: ['catalogue:product-stock-modal'],
} satisfies Meta<Args>;

async function openStock(canvasElement: HTMLElement, product: string) {
  const card = await cardOf(canvasElement, product);
  await userEvent.click(card.getByRole('button', { name: 'Add Stock' }));
  return findDialog('Add Stock');
}

export const CreditByDefault: Story = {
  tags: ['role:any', 'state:default'],
  play: async ({ canvasElement }) => {
    const dialog = await openStock(canvasElement, 'Silk Protein Hair Mask');
    await expect(dialog.getByText('Credit (add to stock)')).toBeVisible();
    await userEvent.type(dialog.getByLabelText('Quantity'), '4');
    await clickButton(dialog);
    await expectToast('Stock added successfully');
    await waitFor(async () =>
      expect((await cardOf(canvasElement, 'Silk Protein Hair Mask')).getByText('10')).toBeVisible(),
    );
  },
};

/** A debit beyond the stock: the server's 409 message shows in the form, the stock stays. */
export const DebitBeyondStock: Story = {
  tags: ['role:any', 'state:default'],
  play: async ({ canvasElement }) => {
    const dialog = await openStock(canvasElement, 'Ionic Travel Hair Dryer');
    await userEvent.type(dialog.getByLabelText('Quantity'), '5');
    await chooseOption(await findDialog('Add Stock'), 'Type', 'Debit (remove from stock)');
    await submitExpectingFormAlert(dialog, 'Cannot remove 5 units: only 4 units in stock');
    await expect((await cardOf(canvasElement, 'Ionic Travel Hair Dryer')).getByText('4')).toBeVisible();
  },
};

export const Validation: Story = {
  tags: ['role:any', 'state:validation'],
  play: async ({ canvasElement }) => {
    const dialog = await openStock(canvasElement, 'Sea Salt Spray');
    // Clearing the type (it defaults to credit) shows both messages in order.
    await userEvent.click(dialog.getByLabelText('Type'));
    await userEvent.keyboard('{Escape}{Backspace}');
    await expect(dialog.queryByText('Credit (add to stock)')).toBeNull();
    await clickButton(dialog);
    await waitFor(() =>
      expect(dialog.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
        'Please enter product quantity',
        'Please enter product stock type',
      ]),
    );
  },
};
