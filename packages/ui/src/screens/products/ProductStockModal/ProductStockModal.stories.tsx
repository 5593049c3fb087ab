import { formModalArgs } from '@salon/ui/patterns/form-story-steps';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProductStockModal } from './ProductStockModal';

const meta = {
  title: 'Modals/Products/ProductStockModal',
  component: ProductStockModal,
  args: { ...formModalArgs(), productName: 'Argan Repair Shampoo', stock: 24 },
} satisfies Meta<typeof ProductStockModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ServerError: Story = { args: { serverError: 'Cannot remove 30 units: only 24 units in stock' } };
