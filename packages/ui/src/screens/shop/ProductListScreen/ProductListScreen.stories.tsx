import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatWholeMoney, PLATFORM_MONEY } from '@salon/rules/money';
import { expect, fn, within } from 'storybook/test';
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
    formatPrice: (value: number) => formatWholeMoney(value, PLATFORM_MONEY),
    onPriceChange: fn(),
    onPriceCommit: fn(),
    onOpen: fn(),
    onAddToCart: fn(),
    onPageChange: fn(),
  },
} satisfies Meta<typeof ProductListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('slider', { name: 'Maximum price' })).toHaveAttribute(
      'aria-valuetext',
      '$10,000',
    );
  },
};

/** A salon in yen: the price filter and its ends are written in ¥, without a minor part. */
export const Yen: Story = {
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
          price: '￥1,800',
          actualPrice: '￥2,400',
          rating: 5,
        },
      ],
    },
    formatPrice: (value: number) => formatWholeMoney(value, { currency: 'JPY', locale: 'ja-JP' }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('slider', { name: 'Minimum price' })).toHaveAttribute(
      'aria-valuetext',
      '￥10',
    );
    await expect(canvas.getByRole('slider', { name: 'Maximum price' })).toHaveAttribute(
      'aria-valuetext',
      '￥10,000',
    );
    await expect(canvas.getByText('￥10,000')).toBeVisible();
    await expect(canvas.queryByText(/\$/)).toBeNull();
  },
};
export const Loading: Story = { args: { state: { status: 'loading' } } };
