import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ProductCategoryFormModal } from './ProductCategoryFormModal';

const meta = {
  title: 'Modals/Products/ProductCategoryFormModal',
  component: ProductCategoryFormModal,
  args: { open: true, mode: 'create', onSubmit: fn(), onClose: fn() },
} satisfies Meta<typeof ProductCategoryFormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {};
export const Update: Story = { args: { mode: 'update', initialName: 'Hair Care' } };
export const ServerError: Story = {
  args: { serverError: 'A product category with this name already exists', initialName: 'Tools' },
};
