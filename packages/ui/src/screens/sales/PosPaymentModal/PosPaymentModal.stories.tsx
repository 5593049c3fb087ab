import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ReceiptView } from '../ReceiptView';
import { storyCheckout, storyPaid } from '../sale-model/story-sales';
import { PosPaymentModal } from './PosPaymentModal';

const meta = {
  title: 'Screens/Sales/PosPaymentModal',
  component: PosPaymentModal,
  args: {
    open: true,
    sale: storyCheckout,
    locale: 'en-US',
    attempt: { status: 'idle' },
    testCards: ['4242 4242 4242 4242', '4000 0000 0000 0002'],
    onPay: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof PosPaymentModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Card: Story = {};

/** $200.00 handed over for $176.09: $23.91 change, and the cash payment sent. */
export const Cash: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Take payment' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Cash' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Cash handed over/ }), '200');
    await expect(dialog.getByText('Change due: $23.91')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Take payment' }));
    await expect(args.onPay).toHaveBeenCalledWith({
      method: 'cash',
      amountMinor: 17_609,
      tenderedMinor: 20_000,
    });
  },
};

export const Declined: Story = {
  args: { attempt: { status: 'declined', reason: 'Your card was declined.' } },
};

export const Paid: Story = {
  args: { sale: storyPaid, receipt: <ReceiptView sale={storyPaid} locale="en-US" /> },
};
