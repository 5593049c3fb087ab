import { createFormModalArgs, serverErrorStory } from '@salon/ui/patterns/form-story-steps';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { ProductFormModal } from './ProductFormModal';

const meta = {
  title: 'Modals/Products/ProductFormModal',
  component: ProductFormModal,
  args: {
    ...createFormModalArgs({
      productName: '',
      productDescription: '',
      category: null,
      productPrice: '',
      actualPrice: '',
      rating: null,
      image: null,
    }),
    maxImageBytes: 5 * 1024 * 1024,
    categoryOptions: [
      { value: 'c1', label: 'Hair Care' },
      { value: 'c2', label: 'Styling' },
    ],
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
export const ServerError: Story = serverErrorStory('Product category not found');

/** A salon in yen: the prices are labelled ￥ and a fraction of a yen is refused. */
export const Yen: Story = {
  args: { money: { currency: 'JPY', locale: 'ja-JP' } },
  play: async ({ args }) => {
    const price = await screen.findByLabelText(/^Price \(￥\)/);
    await userEvent.type(price, '1800.5');
    await userEvent.type(screen.getByLabelText(/^Actual Price \(￥\)/), '2400');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await expect(await screen.findByText('Please enter a valid price')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
