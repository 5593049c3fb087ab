import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ProductDeleteModal } from './ProductDeleteModal';

const meta = {
  title: 'Modals/Products/ProductDeleteModal',
  component: ProductDeleteModal,
  args: { open: true, productName: 'Argan Repair Shampoo', onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof ProductDeleteModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Deleting: Story = { args: { deleting: true } };
