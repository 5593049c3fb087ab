import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BillingHistory, type BillingPaymentRow } from './BillingHistory';

const PAID: BillingPaymentRow = {
  id: 'pay-1',
  date: '28 Nov 2026',
  plan: 'Pro, monthly',
  period: '28 Nov 2026 – 28 Dec 2026',
  amount: '$19.00',
  discount: '$10.00 off',
  status: 'paid',
  invoiceUrl: 'https://invoice.stripe.com/i/acct_test/in_test_1',
};

const meta = {
  title: 'Screens/Profile/BillingHistory',
  component: BillingHistory,
  args: { state: { status: 'ready', payments: [PAID] } },
} satisfies Meta<typeof BillingHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'View invoice of 28 Nov 2026' })).toHaveAttribute(
      'href',
      PAID.invoiceUrl,
    );
  },
};

export const Offline: Story = {
  args: { state: { status: 'ready', payments: [{ ...PAID, discount: null, invoiceUrl: null }] } },
};

export const Failed: Story = {
  args: {
    state: { status: 'ready', payments: [{ ...PAID, id: 'pay-2', status: 'failed', invoiceUrl: null }] },
  },
};

export const Empty: Story = { args: { state: { status: 'ready', payments: [] } } };

export const Loading: Story = { args: { state: { status: 'loading' } } };

export const Error: Story = { args: { state: { status: 'error', message: 'Could not load your payments' } } };
