import { manyProducts } from '@salon/api/mocks/factories/products';
import { toWebsiteProduct } from '@salon/api/mocks/factories/website-settings';
import { shopProductFailures, shopProductHandlers } from '@salon/api/mocks/handlers/shop-products';
import { ProductListContainer } from '@salon/features/shop';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { websiteParameters } from '../support/page-meta';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withCart, type Args } from './shop-story';
import { expectToast } from '../support/expect';

/** /salon/{salonName}/products-list through ProductListContainer against MSW (9 per page). */
const meta = {
  title: 'Catalogue/Shop/ProductList',
  tags: ['catalogue:product-list'],
  render: () => <ProductListContainer />,
  args: {},
  loaders: [withCart([])],
  parameters: { ...websiteParameters({ shopProducts: shopProductHandlers() }, '/products-list') },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['role:any', 'state:default'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Argan Repair Shampoo' })).toBeVisible();
    // The title opens the product page, as the image does.
    await expect(canvas.getByRole('link', { name: 'Argan Repair Shampoo' })).toHaveAttribute(
      'href',
      '/salon/demo-salon/product-info/d0d00000-0000-4000-8000-000000000001',
    );
    // The price range is the shop's own: $14.00 to $89.00, not spec 2 §9's $10 to $10,000.
    const minimum = canvas.getByRole('slider', { name: 'Minimum price' });
    await waitFor(() => expect(minimum).toHaveAttribute('aria-valuetext', '$14'));
    await expect(canvas.getByRole('slider', { name: 'Maximum price' })).toHaveAttribute(
      'aria-valuetext',
      '$89',
    );
    await expect(canvas.getAllByRole('checkbox').length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: /Add to Cart.*Argan Repair Shampoo/ }));
    await expectToast('Item Added to Cart');
    await waitFor(() => expect(JSON.parse(localStorage.getItem('cart') ?? '{}').items).toHaveLength(1));
    // A category chip filters on the server.
    const chips = within(canvas.getByRole('list', { name: 'Categories' }));
    await userEvent.click(chips.getByRole('button', { name: 'Tools' }));
    await waitFor(() => expect(canvas.queryByRole('heading', { name: 'Argan Repair Shampoo' })).toBeNull());
    // The price slider moves from the keyboard.
    const maximum = canvas.getByRole('slider', { name: 'Maximum price' });
    maximum.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(maximum).toHaveAttribute('aria-valuenow', '88'));
    await expect(canvas.getByText('$88')).toBeVisible();
  },
};

export const Paged: Story = {
  tags: ['role:any', 'state:paged'],
  parameters: {
    msw: { handlers: { shopProducts: shopProductHandlers(manyProducts(20).map(toWebsiteProduct)) } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('button', { name: /Add to Cart/ });
    await expect(canvas.getAllByRole('button', { name: /Add to Cart/ })).toHaveLength(9);
    const pages = within(canvas.getByRole('navigation', { name: 'Pagination' }));
    await userEvent.click(pages.getByRole('button', { name: '3' }));
    await waitFor(() => expect(canvas.getAllByRole('button', { name: /Add to Cart/ })).toHaveLength(2));
  },
};

export const Loading: Story = {
  tags: ['role:any', 'state:loading'],
  parameters: {
    msw: { handlers: { shopProducts: [shopProductFailures.listLoading, ...shopProductHandlers()] } },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading products')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  tags: ['role:any', 'state:empty'],
  parameters: { msw: { handlers: { shopProducts: shopProductHandlers([]) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No products yet')).toBeVisible();
    await expect(canvas.getByText('This salon has not added any products to its shop.')).toBeVisible();
    await expect(canvas.queryByText('No Data Found!')).toBeNull();
    await expect(canvas.queryByRole('slider', { name: 'Maximum price' })).toBeNull();
  },
};
