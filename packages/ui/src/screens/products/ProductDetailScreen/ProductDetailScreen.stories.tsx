import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ProductDetailScreen } from './ProductDetailScreen';

const meta = {
  title: 'Screens/Products/ProductDetailScreen',
  component: ProductDetailScreen,
  args: {
    onBack: fn(),
    state: {
      status: 'ready',
      product: {
        name: 'Ionic Travel Hair Dryer',
        description: 'Compact 1200 W ionic dryer with a folding handle and dual voltage.',
        categoryName: 'Tools',
        price: '$89.00',
        actualPrice: '$119.00',
        discount: 'Save 25.21%',
        rating: 4,
        stock: 0,
        enable: true,
        imageUrl: `data:image/svg+xml,${encodeURIComponent(
          '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240"><rect width="240" height="240" fill="#dcfce7"/><circle cx="120" cy="120" r="72" fill="#15803d"/></svg>',
        )}`,
      },
    },
  },
} satisfies Meta<typeof ProductDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { state: { status: 'loading' } } };
export const Error: Story = { args: { state: { status: 'error', message: 'Product not found' } } };
