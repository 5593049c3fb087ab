import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ProductPageScreen } from './ProductPageScreen';

const meta = {
  title: 'Screens/Shop/ProductPageScreen',
  component: ProductPageScreen,
  args: {
    state: {
      status: 'ready',
      product: {
        id: 'p1',
        name: 'Argan Repair Shampoo',
        categoryName: 'Hair Care',
        description: 'A sulphate-free shampoo with argan oil.',
        images: [''],
        price: '$18.00',
        actualPrice: '$24.00',
        saving: 'Save 25%',
        rating: 5,
        stock: 24,
      },
      related: [],
    },
    quantity: 1,
    onQuantityChange: fn(),
    onAddToCart: fn(),
    onBuyNow: fn(),
    onHome: fn(),
    onShop: fn(),
    onOpenRelated: fn(),
  },
} satisfies Meta<typeof ProductPageScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { state: { status: 'loading' } } };
