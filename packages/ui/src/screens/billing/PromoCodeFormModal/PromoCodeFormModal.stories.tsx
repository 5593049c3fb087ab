import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PromoCodeFormModal } from './PromoCodeFormModal';

const meta = {
  title: 'Modals/Billing/PromoCodeFormModal',
  component: PromoCodeFormModal,
  args: {
    open: true,
    coupons: [
      { value: 'coupon_a', label: 'Welcome $10 ($10.00 off, once)' },
      { value: 'coupon_b', label: 'Forever $5 ($5.00 off, forever)' },
    ],
    onClose: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof PromoCodeFormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ServerError: Story = { args: { serverError: 'This promotional code already exists' } };
