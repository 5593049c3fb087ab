import { checkoutSale } from '@salon/api/mocks/factories/sales';
import type { Meta } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { Scope } from '../support/dialog';
import { expectToast } from '../support/expect';
import {
  openPayment,
  SALE_PAGE_META,
  saleParameters,
  salesMsw,
  type Args,
  type SaleStory as Story,
} from './sales-story';

/**
 * Pay at the desk (the checkout's Pay) through CheckoutContainer against MSW, like the offline provider:
 * 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined with the bank's reason and nothing charged,
 * typed or tapped on the simulated card reader;
 * cash with the change; a part paid and the rest another way; paid in full, the receipt.
 */
export default {
  ...SALE_PAGE_META,
  parameters: { ...saleParameters(checkoutSale._id) },
  title: 'Catalogue/Sales/PosPayment',
  tags: ['catalogue:pos-payment'],
} satisfies Meta<Args>;

const payByCard = async (dialog: Scope, number: string) => {
  await userEvent.type(dialog.getByRole('textbox', { name: /Card Number/ }), number);
  await userEvent.click(dialog.getByRole('button', { name: 'Take payment' }));
};

async function expectPaid(receiptNumber: number) {
  const dialog = within(await screen.findByRole('dialog', { name: 'Paid' }));
  await expect(await dialog.findByText(`Paid in full. Receipt #${receiptNumber}`)).toBeVisible();
  await expect(dialog.getByRole('article', { name: `Receipt ${receiptNumber}` })).toBeVisible();
  return dialog;
}

/** The whole $176.09 by card: paid, receipt 1043. */
export const Card: Story = {
  tags: ['role:salon', 'state:card'],
  play: async ({ canvasElement }) => {
    const dialog = await openPayment(canvasElement, '$176.09');
    await expect(dialog.getByRole('radio', { name: 'Card' })).toBeChecked();
    await expect(dialog.getByRole('textbox', { name: /Amount to pay/ })).toHaveValue('176.09');
    await payByCard(dialog, '4242424242424242');
    const paid = await expectPaid(1043);
    await expect(paid.getByText(/Card Visa •••• 4242/)).toBeVisible();
  },
};

/** The card reader waits for the card: offline, the simulated reader shows the test cards to tap. */
export const Reader: Story = {
  tags: ['role:manager', 'state:reader'],
  args: { role: 'manager' },
  parameters: salesMsw(),
  play: async ({ canvasElement }) => {
    const dialog = await openPayment(canvasElement, '$176.09');
    await userEvent.click(await dialog.findByRole('radio', { name: 'Card reader' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Take payment' }));
    const reader = within(await dialog.findByRole('region', { name: 'Card reader' }));
    await expect(reader.getByRole('status')).toHaveTextContent('Present the card on the reader.');
    await expect(dialog.getByRole('button', { name: 'Take payment' })).toBeDisabled();
    await expect(reader.getByRole('button', { name: 'Tap card •••• 4242' })).toBeVisible();
  },
};

/** The reader is shown 4242: the server confirms it, paid on the card reader. */
export const ReaderPaid: Story = {
  tags: ['role:salon', 'state:reader-paid'],
  parameters: salesMsw(),
  play: async ({ canvasElement }) => {
    const dialog = await openPayment(canvasElement, '$176.09');
    await userEvent.click(await dialog.findByRole('radio', { name: 'Card reader' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Take payment' }));
    const reader = within(await dialog.findByRole('region', { name: 'Card reader' }));
    await userEvent.click(reader.getByRole('button', { name: 'Tap card •••• 4242' }));
    const paid = await expectPaid(1043);
    await expect(paid.getByText(/Card reader/)).toBeVisible();
  },
};

/** $200.00 handed over for $176.09: $23.91 change, on the receipt too. */
export const Cash: Story = {
  tags: ['role:salon', 'state:cash'],
  parameters: salesMsw(),
  play: async ({ canvasElement }) => {
    const dialog = await openPayment(canvasElement, '$176.09');
    await userEvent.click(dialog.getByRole('radio', { name: 'Cash' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Cash handed over/ }), '200');
    await expect(dialog.getByText('Change due: $23.91')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Take payment' }));
    const paid = await expectPaid(1043);
    const payments = within(paid.getByLabelText('Payments'));
    await expect(payments.getByText('$200.00')).toBeVisible();
    await expect(payments.getByText('$23.91')).toBeVisible();
  },
};

/** Gift cards come later: shown, not offered yet. */
export const GiftCard: Story = {
  tags: ['role:manager', 'state:gift-card'],
  args: { role: 'manager' },
  parameters: salesMsw(),
  play: async ({ canvasElement }) => {
    const dialog = await openPayment(canvasElement);
    await expect(dialog.getByRole('radio', { name: /Gift card \(not available yet\)/ })).toBeDisabled();
  },
};

/** $100.00 in cash, then the $76.09 left by card. */
export const Split: Story = {
  tags: ['role:salon', 'state:split'],
  parameters: salesMsw(),
  play: async ({ canvasElement }) => {
    const dialog = await openPayment(canvasElement, '$176.09');
    await userEvent.click(dialog.getByRole('radio', { name: 'Cash' }));
    const amount = dialog.getByRole('textbox', { name: /Amount to pay/ });
    await userEvent.clear(amount);
    await userEvent.type(amount, '100');
    await userEvent.click(dialog.getByRole('button', { name: 'Take payment' }));
    await expectToast('Payment taken');
    await expect(await dialog.findByText('Due $76.09')).toBeVisible();
    await waitFor(() => expect(dialog.getByRole('textbox', { name: /Amount to pay/ })).toHaveValue('76.09'));
    await userEvent.click(dialog.getByRole('radio', { name: 'Card' }));
    await payByCard(dialog, '4242424242424242');
    const paid = await expectPaid(1043);
    const payments = within(paid.getByLabelText('Payments'));
    await expect(payments.getByText('$100.00')).toBeVisible();
    await expect(payments.getByText('$76.09')).toBeVisible();
  },
};

/** The bank declines the card: its reason, nothing charged, the sale still open. */
export const Declined: Story = {
  tags: ['role:manager', 'state:declined'],
  args: { role: 'manager' },
  parameters: salesMsw(),
  play: async ({ canvasElement }) => {
    const dialog = await openPayment(canvasElement, '$176.09');
    await payByCard(dialog, '4000000000000002');
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Declined: Your card was declined. Nothing was charged',
    );
    await expect(dialog.getByText('Due $176.09')).toBeVisible();
  },
};

/** Another way (a bank transfer, with its note): paid, and Done shows the receipt page. */
export const Paid: Story = {
  tags: ['role:salon', 'state:paid'],
  parameters: salesMsw(),
  play: async ({ canvasElement }) => {
    const dialog = await openPayment(canvasElement, '$176.09');
    await userEvent.click(dialog.getByRole('radio', { name: 'Other' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Note/ }), 'Bank transfer');
    await userEvent.click(dialog.getByRole('button', { name: 'Take payment' }));
    const paid = await expectPaid(1043);
    await userEvent.click(paid.getByRole('button', { name: 'Done' }));
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Receipt #1043', level: 1 }),
    ).toBeVisible();
  },
};
