import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { OrdersScreen } from './OrdersScreen';
import { pagedSearchArgs } from '../../../patterns/CardsPage/paged-search-args';

const meta = {
  title: 'Screens/Orders/OrdersScreen',
  component: OrdersScreen,
  args: {
    state: {
      status: 'ready',
      page: 1,
      pageCount: 2,
      firstNumber: 1,
      orders: [
        {
          id: 'o4',
          orderNumber: 1004,
          customerName: 'Grace Miller',
          phone: '2125550134',
          totalAmount: '$19.50',
          date: 'Mar 15, 2026',
          status: 'Pending',
        },
        {
          id: 'o3',
          orderNumber: 1003,
          customerName: 'Daniel Kim',
          phone: '2125550133',
          totalAmount: '$163.98',
          date: 'Mar 12, 2026',
          status: 'Completed',
        },
      ],
    },
    ...pagedSearchArgs(),
    onStatusChange: fn(),
    onOpenDetails: fn(),
  },
} satisfies Meta<typeof OrdersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { state: { status: 'loading' } } };
export const Empty: Story = {
  args: { state: { status: 'ready', orders: [], page: 1, pageCount: 0, firstNumber: 1 } },
};
