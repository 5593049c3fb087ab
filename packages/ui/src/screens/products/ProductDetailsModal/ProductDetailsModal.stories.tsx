import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ProductDetailsModal } from './ProductDetailsModal';

const meta = {
  title: 'Modals/Products/ProductDetailsModal',
  component: ProductDetailsModal,
  args: {
    open: true,
    onClose: fn(),
    onOpenPage: fn(),
    product: {
      name: 'Argan Repair Shampoo',
      description: 'A sulphate-free shampoo with argan oil that repairs dry, colour-treated hair.',
      categoryName: 'Hair Care',
      price: '$18.00',
      actualPrice: '$24.00',
      discount: 'Save 25%',
      rating: 4,
      stock: 24,
      enable: true,
      imageUrl: `data:image/svg+xml,${encodeURIComponent(
        '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240"><rect width="240" height="240" fill="#ede9fe"/><circle cx="120" cy="120" r="72" fill="#5b21b6"/></svg>',
      )}`,
    },
  },
} satisfies Meta<typeof ProductDetailsModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
