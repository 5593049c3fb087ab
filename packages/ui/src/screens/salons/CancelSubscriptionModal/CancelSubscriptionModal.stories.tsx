import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CancelSubscriptionModal } from './CancelSubscriptionModal';

const meta = {
  title: 'Modals/Salons/CancelSubscriptionModal',
  component: CancelSubscriptionModal,
  args: { open: true, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof CancelSubscriptionModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Confirming: Story = { args: { confirming: true } };
