import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ProductCategoryDeleteModal } from './ProductCategoryDeleteModal';

const meta = {
  title: 'Modals/Products/ProductCategoryDeleteModal',
  component: ProductCategoryDeleteModal,
  args: { open: true, categoryName: 'Tools', onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof ProductCategoryDeleteModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
