import { shopOrderFailures, shopOrderHandlers } from '@salon/api/mocks/handlers/shop-orders';
import { RequireCustomer } from '@salon/features/core';
import { OrderSummaryContainer } from '@salon/features/shop';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { websiteParameters } from '../support/page-meta';
import type { Args } from './shop-story';
import { expect, within } from 'storybook/test';
import { expectTexts } from '../support/expect';

/** /salon/{salonName}/order-summary/{orderId} through OrderSummaryContainer against MSW. */
const meta = {
  title: 'Catalogue/Shop/OrderSummary',
  tags: ['catalogue:order-summary'],
  // As the website's route table serves it: the customer guard around the container.
  render: () => (
    <RequireCustomer>
      <OrderSummaryContainer />
    </RequireCustomer>
  ),
  args: { role: 'user' },
  parameters: {
    ...websiteParameters(
      { shopOrders: shopOrderHandlers() },
      '/order-summary/0dde0000-0000-4000-8000-000000000002',
      '/order-summary/:orderId',
    ),
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['role:customer', 'state:default'],
  parameters: {
    route: '/salon/demo-salon/order-summary/0dde0000-0000-4000-8000-000000000005',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Order Summary' })).toBeVisible();
    await expectTexts(canvas, [
      /Order #1005/,
      'Argan Repair Shampoo',
      /\*\*\*-\*\*\*-0106/,
      'Free',
      /New York, NY 10011/,
    ]);
  },
};

export const Loading: Story = {
  tags: ['role:customer', 'state:loading'],
  parameters: { msw: { handlers: { shopOrders: [shopOrderFailures.orderLoading] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading the order')).toBeInTheDocument();
  },
};

/** Another customer's order (or none): the server's 404 message. */
export const NotFound: Story = {
  tags: ['role:customer', 'state:error'],
  parameters: { route: '/salon/demo-salon/order-summary/0dde0000-0000-4000-8000-0000000000aa' },
  // An order that is not the customer's (or does not exist) is a page that does not exist.
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Page not found' })).toBeVisible();
  },
};
