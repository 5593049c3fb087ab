import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ProductCategoriesScreen } from './ProductCategoriesScreen';

const meta = {
  title: 'Screens/Products/ProductCategoriesScreen',
  component: ProductCategoriesScreen,
  args: {
    state: {
      status: 'ready',
      page: 1,
      pageCount: 1,
      firstNumber: 1,
      categories: [
        { id: 'c1', name: 'Hair Care', createdAt: 'Jan 5, 2026', enable: true },
        { id: 'c2', name: 'Styling', createdAt: 'Jan 5, 2026', enable: true },
        { id: 'c3', name: 'Tools', createdAt: 'Jan 6, 2026', enable: false },
      ],
    },
    onAdd: fn(),
    onPageChange: fn(),
    onToggle: fn(),
    onEdit: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof ProductCategoriesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { state: { status: 'loading' } } };
export const Empty: Story = {
  args: { state: { status: 'ready', categories: [], page: 1, pageCount: 0, firstNumber: 1 } },
};
