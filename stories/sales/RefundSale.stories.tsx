import { paidSale } from '@salon/api/mocks/factories/sales';
import { saleFailures } from '@salon/api/mocks/handlers/sales';
import type { Meta } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectToast } from '../support/expect';
import { SALE_PAGE_META, saleParameters, salesMsw, type Args, type SaleStory as Story } from './sales-story';

/**
 * Refund on a paid sale's page (/sales/:saleId) through CheckoutContainer against MSW, as the server
 * refunds: receipt 1042 (a Haircut, a Colouring, a shampoo and an 18 % tip; the $35.00 deposit online,
 * $100.00 cash, $137.08 by card). Every line and the tip are chosen to start with; the amount goes back
 * to the card first, then the cash, never more than the desk took.
 */
export default {
  ...SALE_PAGE_META,
  parameters: { ...saleParameters(paidSale._id) },
  title: 'Catalogue/Sales/RefundSale',
  tags: ['catalogue:refund-sale'],
} satisfies Meta<Args>;

async function openRefund(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Refund' }));
  return within(await screen.findByRole('dialog', { name: 'Refund sale' }));
}

/** Everything: $237.08 back ($137.08 to the card, $100.00 in cash), the deposit stays; refund receipt 1043. */
export const Salon: Story = {
  tags: ['role:salon', 'state:default'],
  play: async ({ canvasElement }) => {
    const dialog = await openRefund(canvasElement);
    await expect(dialog.getByRole('checkbox', { name: 'Haircut, $59.54' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'The tip, $41.50' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Put the products back in stock' })).toBeChecked();
    const preview = within(dialog.getByRole('status', { name: 'To give back' }));
    await expect(preview.getByText('To give back: $237.08')).toBeVisible();
    await expect(preview.getByText('Card Visa •••• 4242: $137.08')).toBeVisible();
    await expect(preview.getByText('Cash: $100.00')).toBeVisible();
    await expect(preview.getByText(/\$35\.00 of it was paid online as a deposit/)).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), 'The client was not happy');
    await userEvent.click(dialog.getByRole('button', { name: 'Refund' }));
    await expectToast('Refund given');
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('note')).toHaveTextContent('Refunded in full'));
    await expect(canvas.getByRole('heading', { name: 'Refund #1043' })).toBeVisible();
  },
};

/** The Colouring alone: $151.55, $137.08 to the card and $14.47 in cash; the sale stays paid. */
export const Partial: Story = {
  tags: ['role:manager', 'state:partial'],
  args: { role: 'manager' },
  parameters: salesMsw(),
  play: async ({ canvasElement }) => {
    const dialog = await openRefund(canvasElement);
    for (const name of ['Haircut, $59.54', 'Argan Repair Shampoo, $19.49', 'The tip, $41.50']) {
      await userEvent.click(dialog.getByRole('checkbox', { name }));
    }
    const preview = within(dialog.getByRole('status', { name: 'To give back' }));
    await expect(preview.getByText('To give back: $151.55')).toBeVisible();
    await expect(preview.getByText('Card Visa •••• 4242: $137.08')).toBeVisible();
    await expect(preview.getByText('Cash: $14.47')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Colour did not take');
    await userEvent.click(dialog.getByRole('button', { name: 'Refund' }));
    await expectToast('Refund given');
    await waitFor(() =>
      expect(within(canvasElement).getByRole('note')).toHaveTextContent('Refunded in part: $151.55'),
    );
    await expect(within(canvasElement).getByRole('button', { name: 'Refund' })).toBeVisible();
  },
};

/** Nothing chosen and no reason: both messages, nothing sent. */
export const Validation: Story = {
  tags: ['role:salon', 'state:validation'],
  parameters: salesMsw(),
  play: async ({ canvasElement }) => {
    const dialog = await openRefund(canvasElement);
    for (const name of [
      'Haircut, $59.54',
      'Colouring, $151.55',
      'Argan Repair Shampoo, $19.49',
      'The tip, $41.50',
    ]) {
      await userEvent.click(dialog.getByRole('checkbox', { name }));
    }
    await expect(dialog.getByText('To give back: $0.00')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Refund' }));
    await expect(await dialog.findByText('Choose a line or the tip to give back')).toBeVisible();
    await expect(dialog.getByText('Please give a reason for the refund')).toBeVisible();
  },
};

/** The card provider does not answer: its message, the modal stays open to try again. */
export const RefundFails: Story = {
  tags: ['role:manager', 'state:error'],
  args: { role: 'manager' },
  parameters: salesMsw(undefined, [saleFailures.refundFails]),
  play: async ({ canvasElement }) => {
    const dialog = await openRefund(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Double charged');
    await userEvent.click(dialog.getByRole('button', { name: 'Refund' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'The card provider did not answer: try again',
    );
    await expect(dialog.getByRole('button', { name: 'Refund' })).toBeEnabled();
  },
};
