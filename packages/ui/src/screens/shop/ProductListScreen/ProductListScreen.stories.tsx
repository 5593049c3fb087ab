import { itemsPage } from '@salon/ui/patterns/list-story-states';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatWholeMoney, PLATFORM_MONEY } from '@salon/rules/money';
import { expect, fn, within } from 'storybook/test';
import { ProductListScreen } from './ProductListScreen';

/** A page of one product, the shampoo, at these prices as the container writes them. */
const shampooPage = (price: string, actualPrice: string) =>
  itemsPage('products', [
    {
      id: 'p1',
      name: 'Argan Repair Shampoo',
      fullName: 'Argan Repair Shampoo',
      imageUrl: '',
      href: '/salon/demo-salon/product-info/p1',
      price,
      actualPrice,
      rating: 5,
    },
  ]);

const meta = {
  title: 'Screens/Shop/ProductListScreen',
  component: ProductListScreen,
  args: {
    state: shampooPage('$18.00', '$24.00'),
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
    // The title opens the product page as the image does.
    await expect(canvas.getByRole('link', { name: 'Argan Repair Shampoo' })).toHaveAttribute(
      'href',
      '/salon/demo-salon/product-info/p1',
    );
  },
};

/** A salon in yen: the price filter and its ends are written in ¥, without a minor part. */
export const Yen: Story = {
  args: {
    state: shampooPage('￥1,800', '￥2,400'),
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

/** A salon that has not added products: said in a client's words. */
export const EmptyShop: Story = {
  args: { state: itemsPage('products', []), shopIsEmpty: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No products yet')).toBeVisible();
    await expect(canvas.getByText('This salon has not added any products to its shop.')).toBeVisible();
    await expect(canvas.queryByText('No Data Found!')).toBeNull();
  },
};
