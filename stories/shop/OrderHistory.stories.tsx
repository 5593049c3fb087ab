import { customerOrders } from '@salon/api/mocks/factories/orders';
import { shopOrderFailures, shopOrderHandlers } from '@salon/api/mocks/handlers/shop-orders';
import { RequireCustomer } from '@salon/features/core';
import { OrderHistoryContainer } from '@salon/features/shop';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { websiteParameters } from '../support/page-meta';
import type { Args } from './shop-story';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { playRedirectedTo } from '../support/plays';

/** /salon/{salonName}/order-history through OrderHistoryContainer against MSW (3 per page). */
const meta = {
  title: 'Catalogue/Shop/OrderHistory',
  tags: ['catalogue:order-history'],
  // As the website's route table serves it: the customer guard around the container.
  render: () => (
    <RequireCustomer>
      <OrderHistoryContainer />
    </RequireCustomer>
  ),
  args: { role: 'user' },
  parameters: { ...websiteParameters({ shopOrders: shopOrderHandlers() }, '/order-history') },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['role:customer', 'state:default'],
  parameters: { msw: { handlers: { shopOrders: shopOrderHandlers(customerOrders(2)) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Order #1001' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Order #1005' })).toBeVisible();
    await expect(canvas.getAllByText('$18.00')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'View Order Order #1001' }));
    await waitFor(() =>
      expect(canvas.getByTestId('redirected-to')).toHaveTextContent(
        '/salon/demo-salon/order-summary/0dde0000-0000-4000-8000-000000000001',
      ),
    );
  },
};

export const Paged: Story = {
  tags: ['role:customer', 'state:paged'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Order #1001' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    const pages = within(canvas.getByRole('navigation', { name: 'Pagination' }));
    await userEvent.click(pages.getByRole('button', { name: '2' }));
    await expect(await canvas.findByRole('heading', { name: 'Order #1013' })).toBeVisible();
  },
};

export const Loading: Story = {
  tags: ['role:customer', 'state:loading'],
  parameters: { msw: { handlers: { shopOrders: [shopOrderFailures.historyLoading] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading orders')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  tags: ['role:customer', 'state:empty'],
  parameters: { msw: { handlers: { shopOrders: shopOrderHandlers([]) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('We could not find any order data.')).toBeVisible();
  },
};

/** Without a signed-in customer: the salon's login. */
export const SignedOut: Story = {
  tags: ['role:visitor', 'state:default'],
  args: { role: undefined },
  play: playRedirectedTo('/salon/demo-salon/login'),
};
