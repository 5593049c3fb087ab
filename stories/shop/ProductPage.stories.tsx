import { shopProductFailures, shopProductHandlers } from '@salon/api/mocks/handlers/shop-products';
import { ProductPageContainer } from '@salon/features/shop';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { websiteParameters } from '../support/page-meta';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withCart, type Args } from './shop-story';
import { expectTexts, expectToast } from '../support/expect';

/** /salon/{salonName}/product-info/{id} through ProductPageContainer against MSW. */
const meta = {
  title: 'Catalogue/Shop/ProductPage',
  tags: ['catalogue:product-page'],
  render: () => <ProductPageContainer />,
  args: {},
  loaders: [withCart([])],
  parameters: {
    ...websiteParameters(
      { shopProducts: shopProductHandlers() },
      '/product-info/d0d00000-0000-4000-8000-000000000001',
      '/product-info/:id',
    ),
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['role:any', 'state:default'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Argan Repair Shampoo', level: 1 }),
    ).toBeVisible();
    await expectTexts(canvas, ['Save 25%', 'In stock', 'Order now, your order will dispatch in 24 hours!']);
    await expect(await canvas.findByRole('heading', { name: 'RELATED PRODUCTS' })).toBeVisible();
    const quantity = within(canvas.getByRole('group', { name: 'Quantity' }));
    await expect(quantity.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await userEvent.click(quantity.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(canvas.getByRole('button', { name: 'ADD TO CART' }));
    await expectToast('Item Added to Cart');
    await waitFor(() => expect(JSON.parse(localStorage.getItem('cart') ?? '{}').items[0].quantity).toBe(2));
    await userEvent.click(canvas.getByRole('tab', { name: 'Specification' }));
    await expect(canvas.getByRole('tab', { name: 'Specification' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const OutOfStock: Story = {
  tags: ['role:any', 'state:out-of-stock'],
  parameters: { route: '/salon/demo-salon/product-info/d0d00000-0000-4000-8000-000000000005' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Out of stock')).toBeVisible();
  },
};

export const Loading: Story = {
  tags: ['role:any', 'state:loading'],
  parameters: {
    msw: { handlers: { shopProducts: [shopProductFailures.productLoading, ...shopProductHandlers()] } },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading the product')).toBeInTheDocument();
  },
};
