import { formModalArgs } from '@salon/ui/patterns/form-story-steps';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PromoCodeFormModal } from './PromoCodeFormModal';

const meta = {
  title: 'Modals/Billing/PromoCodeFormModal',
  component: PromoCodeFormModal,
  args: {
    ...formModalArgs(),
    coupons: [
      { value: 'coupon_a', label: 'Welcome $10 ($10.00 off, once)' },
      { value: 'coupon_b', label: 'Forever $5 ($5.00 off, forever)' },
    ],
  },
} satisfies Meta<typeof PromoCodeFormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ServerError: Story = { args: { serverError: 'This promotional code already exists' } };
