import { productIdOf } from '@salon/api/mocks/factories/products';
import { productFailures } from '@salon/api/mocks/handlers/products';
import { productDetailPage } from '../support/pages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { productsMsw, type Args } from './products-story';
import { expectTexts } from '../support/expect';
import { playAlert } from '../support/plays';

/** /products/{id} through ProductDetailContainer against MSW. */
const meta = {
  title: 'Catalogue/Products/ProductDetail',
  tags: ['catalogue:product-detail'],
  render: () => productDetailPage(),
  args: { role: 'salon' },
  parameters: { route: `/products/${productIdOf(8)}`, routePath: '/products/:id', ...productsMsw('salon') },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['role:any', 'state:default'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Ionic Travel Hair Dryer' })).toBeVisible();
    await expectTexts(canvas, ['$89.00', 'Save 25.21%']);
    await expect(canvas.getByRole('button', { name: 'Back to Products' })).toBeVisible();
  },
};

export const Loading: Story = {
  tags: ['role:any', 'state:loading'],
  parameters: productsMsw('salon', undefined, [productFailures.productLoading]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading product');
  },
};

export const NotFound: Story = {
  tags: ['role:any', 'state:error'],
  parameters: { route: `/products/${productIdOf(99)}` },
  play: playAlert('Product not found'),
};
