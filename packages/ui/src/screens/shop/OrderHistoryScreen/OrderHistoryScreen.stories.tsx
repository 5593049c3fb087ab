import { itemsPage } from '@salon/ui/patterns/list-story-states';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { OrderHistoryScreen, type OrderHistoryItem } from './OrderHistoryScreen';

const orders: OrderHistoryItem[] = [
  {
    id: 'o1',
    number: 'Order #1007',
    date: 'Mar 14, 2026',
    itemCount: '3 items',
    total: '$45.00',
    status: 'Pending',
    payment: 'Paid',
  },
  {
    id: 'o2',
    number: 'Order #1003',
    date: 'Mar 2, 2026',
    itemCount: '1 item',
    total: '$89.00',
    status: 'Completed',
    payment: 'Paid',
  },
];

const meta = {
  title: 'Screens/Shop/OrderHistoryScreen',
  component: OrderHistoryScreen,
  args: { state: itemsPage('orders', orders), onPageChange: fn(), onOpen: fn() },
} satisfies Meta<typeof OrderHistoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { state: { status: 'loading' } } };
export const Empty: Story = { args: { state: itemsPage('orders', []) } };
