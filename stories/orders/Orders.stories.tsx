import { manyOrders } from '@salon/api/mocks/factories/orders';
import { orderFailures } from '@salon/api/mocks/handlers/orders';
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ordersMsw, type Args, ORDERS_PAGE_META, ordersParameters } from './orders-story';
import type { OrdersStory as Story } from './orders-story';
import { expectToast } from '../support/expect';
import { chooseOption } from '../support/form';

/** /order-history through OrdersContainer against MSW. */
export default {
  ...ORDERS_PAGE_META,
  parameters: { ...ordersParameters() },
  title: 'Catalogue/Orders/Orders',
  tags: ['catalogue:orders'],
} satisfies Meta<Args>;

async function expectTable(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { name: 'Orders' })).toBeVisible();
  await expect(canvas.getByPlaceholderText('Search Orders...')).toBeVisible();
  await expect(await canvas.findByRole('cell', { name: '#1001' })).toBeVisible();
  // Phones are masked but for the last four digits.
  // The whole phone, to call the customer about the order.
  await expect(canvas.getByRole('link', { name: '212-555-0132' })).toHaveAttribute('href', 'tel:2125550132');
  await expect(canvas.queryByText(/2125550132/)).toBeNull();
}

export const Salon: Story = {
  tags: ['role:salon', 'state:default'],
  play: async ({ canvasElement }) => {
    await expectTable(canvasElement);
    const canvas = within(canvasElement);
    // Status change: Pending → Completed, kept after the list reloads.
    await chooseOption(canvas, 'Status of order #1001', 'Completed');
    await expectToast('Order status changed to Completed');
    const row = canvas.getByRole('cell', { name: '#1001' }).closest('tr') as HTMLElement;
    await waitFor(() => expect(within(row).getByText('Completed')).toBeVisible());
  },
};

export const Superadmin: Story = {
  tags: ['role:superadmin', 'state:default'],
  args: { role: 'superadmin' },
  parameters: ordersMsw('superadmin'),
  play: async ({ canvasElement }) => expectTable(canvasElement),
};

export const Search: Story = {
  tags: ['role:salon', 'state:default'],
  play: async ({ canvas, canvasElement }) => {
    await expectTable(canvasElement);
    await userEvent.type(canvas.getByPlaceholderText('Search Orders...'), 'grace');
    await waitFor(() => expect(canvas.queryByRole('cell', { name: '#1001' })).toBeNull());
    await expect(canvas.getByRole('cell', { name: 'Grace Miller' })).toBeVisible();
  },
};

export const Loading: Story = {
  tags: ['role:salon', 'state:loading'],
  parameters: ordersMsw('salon', undefined, [orderFailures.ordersLoading]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  tags: ['role:salon', 'state:empty'],
  parameters: ordersMsw('salon', []),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('We could not find any order data.')).toBeVisible();
  },
};

export const Paged: Story = {
  tags: ['role:superadmin', 'state:paged'],
  args: { role: 'superadmin' },
  parameters: ordersMsw('superadmin', manyOrders(20)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('cell', { name: '#1016' })).toBeVisible();
    await expect(canvas.queryByRole('cell', { name: '#1017' })).toBeNull();
    const pages = canvas.getByRole('navigation', { name: 'Pagination' });
    await userEvent.click(within(pages).getByRole('button', { name: '2' }));
    await expect(await canvas.findByRole('cell', { name: '#1017' })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: '17' })).toBeVisible();
  },
};

/** Spec 2 §6: managers (and other roles) are sent to the dashboard. */
export const ManagerRedirected: Story = {
  tags: ['role:manager', 'state:redirected'],
  args: { role: 'manager' },
  parameters: ordersMsw('manager'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('redirected-to')).toHaveTextContent('/');
  },
};
