import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ProductListScreen } from './ProductListScreen';

const meta = {
  title: 'Screens/Shop/ProductListScreen',
  component: ProductListScreen,
  args: {
    state: {
      status: 'ready',
      page: 1,
      pageCount: 1,
      products: [
        {
          id: 'p1',
          name: 'Argan Repair Shampoo',
          fullName: 'Argan Repair Shampoo',
          imageUrl: '',
          price: '$18.00',
          actualPrice: '$24.00',
          rating: 5,
        },
      ],
    },
    categories: [
      { id: 'c1', name: 'Hair Care' },
      { id: 'c2', name: 'Styling' },
    ],
    selectedCategories: ['c1'],
    onToggleCategory: fn(),
    priceRange: [10, 10000],
    priceBounds: [10, 10000],
    onPriceChange: fn(),
    onPriceCommit: fn(),
    onOpen: fn(),
    onAddToCart: fn(),
    onPageChange: fn(),
  },
} satisfies Meta<typeof ProductListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { state: { status: 'loading' } } };
