import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ProviderCouponDeleteModal } from './ProviderCouponDeleteModal';

const meta = {
  title: 'Modals/Billing/ProviderCouponDeleteModal',
  component: ProviderCouponDeleteModal,
  args: { open: true, name: 'Welcome $10', onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof ProviderCouponDeleteModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
