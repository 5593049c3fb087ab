import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PaymentSummary } from './PaymentSummary';

const PRO = {
  id: 'prod_pro',
  name: 'Pro',
  description: 'Five calendars for a busy salon.',
  calendars: 5,
  plan: { id: 'price_proMonth', amount: 4900, interval: 'month' as const },
};

const meta = {
  title: 'Screens/Onboarding/PaymentSummary',
  component: PaymentSummary,
  args: { pkg: PRO },
} satisfies Meta<typeof PaymentSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithoutCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Monthly')).toBeVisible();
    await expect(canvas.getByText('$49.00 / month')).toBeVisible();
    await expect(canvas.getByText('$49.00', { exact: true })).toBeVisible();
  },
};

export const WithCode: Story = {
  args: {
    quote: {
      code: 'WELCOME10',
      name: 'Welcome $10',
      planId: 'price_proMonth',
      price: 4900,
      discount: 1000,
      total: 3900,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Discount (WELCOME10)')).toBeVisible();
    await expect(canvas.getByText('-$10.00')).toBeVisible();
    await expect(canvas.getByText('$39.00')).toBeVisible();
  },
};
