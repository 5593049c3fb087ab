import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { NoShowChargeModal } from './NoShowChargeModal';

const meta = {
  title: 'Modals/Calendar/NoShowChargeModal',
  component: NoShowChargeModal,
  args: {
    open: true,
    state: 'default',
    appointmentLabel: 'Chris Walker · Mon, Mar 16 · 09:00',
    fee: '$25.00',
    card: 'Card ending 4242',
    onConfirm: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof NoShowChargeModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Mark no-show and charge $25.00' })).toBeVisible();
  },
};

export const NoCard: Story = {
  args: { card: null },
  play: async () => {
    await expect(await screen.findByText('No card on file')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Mark no-show' })).toBeVisible();
  },
};

export const RequiresAction: Story = {
  args: {
    state: 'requires-action',
    message:
      'Marked as no-show. The bank asks the client to confirm this payment: we e-mailed them a payment link',
  },
  play: async () => {
    await expect(await screen.findByRole('status')).toHaveTextContent('we e-mailed them a payment link');
  },
};
