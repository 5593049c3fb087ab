import { createFormModalArgs } from '@salon/ui/patterns/form-story-steps';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { EMPTY_PROVIDER_COUPON_FORM, ProviderCouponFormModal } from './ProviderCouponFormModal';

const meta = {
  title: 'Modals/Billing/ProviderCouponFormModal',
  component: ProviderCouponFormModal,
  args: createFormModalArgs(EMPTY_PROVIDER_COUPON_FORM),
} satisfies Meta<typeof ProviderCouponFormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {};

export const Repeating: Story = {
  args: { initialValues: { name: 'Loyal 3 months', discount: '7.50', duration: 'repeating', months: '3' } },
};

export const Update: Story = {
  args: {
    mode: 'update',
    initialValues: { ...EMPTY_PROVIDER_COUPON_FORM, name: 'Welcome $10' },
    summary: '$10.00 off, once',
  },
};
