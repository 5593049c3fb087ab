import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CouponDeleteModal } from './CouponDeleteModal';

const meta = {
  title: 'Modals/Coupons/CouponDeleteModal',
  component: CouponDeleteModal,
  args: { open: true, name: 'Spring Sale (SPRING10)', onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof CouponDeleteModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Submitting: Story = { args: { submitting: true } };
