import { formModalArgs } from '@salon/ui/patterns/form-story-steps';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProductCategoryFormModal } from './ProductCategoryFormModal';

const meta = {
  title: 'Modals/Products/ProductCategoryFormModal',
  component: ProductCategoryFormModal,
  args: { ...formModalArgs(), mode: 'create' },
} satisfies Meta<typeof ProductCategoryFormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {};
export const Update: Story = { args: { mode: 'update', initialName: 'Hair Care' } };
export const ServerError: Story = {
  args: { serverError: 'A product category with this name already exists', initialName: 'Tools' },
};
