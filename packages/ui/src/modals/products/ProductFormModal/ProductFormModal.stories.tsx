import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ProductFormModal } from './ProductFormModal';

const meta = {
  title: 'Modals/Products/ProductFormModal',
  component: ProductFormModal,
  args: {
    open: true,
    mode: 'create',
    onClose: fn(),
    onSubmit: fn(),
    maxImageBytes: 5 * 1024 * 1024,
    categoryOptions: [
      { value: 'c1', label: 'Hair Care' },
      { value: 'c2', label: 'Styling' },
    ],
    initialValues: {
      productName: '',
      productDescription: '',
      category: null,
      productPrice: '',
      actualPrice: '',
      rating: null,
      image: null,
    },
  },
} satisfies Meta<typeof ProductFormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {};
export const Update: Story = {
  args: {
    mode: 'update',
    currentImageUrl: `data:image/svg+xml,${encodeURIComponent(
      '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240"><rect width="240" height="240" fill="#ede9fe"/><circle cx="120" cy="120" r="72" fill="#5b21b6"/></svg>',
    )}`,
    initialValues: {
      productName: 'Argan Repair Shampoo',
      productDescription: 'A sulphate-free shampoo with argan oil.',
      category: 'c1',
      productPrice: '18.00',
      actualPrice: '24.00',
      rating: 5,
      image: null,
    },
  },
};
export const ServerError: Story = { args: { serverError: 'Product category not found' } };
