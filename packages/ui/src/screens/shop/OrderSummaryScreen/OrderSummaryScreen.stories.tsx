import type { Meta, StoryObj } from '@storybook/react-vite';
import { OrderSummaryScreen, type OrderSummaryView } from './OrderSummaryScreen';

const order: OrderSummaryView = {
  number: 'Order #1007',
  date: 'Mar 14, 2026',
  status: 'Pending',
  payment: 'Paid',
  items: [
    { name: 'Argan Repair Shampoo', imageUrl: null, quantity: 2, price: '$18.00', total: '$36.00' },
    { name: 'Sea Salt Spray', imageUrl: null, quantity: 1, price: '$14.00', total: '$14.00' },
  ],
  amount: '$50.00',
  discount: { code: 'WELCOME10', amount: '−$5.00' },
  shipping: 'Free',
  total: '$45.00',
  shipTo: {
    name: 'Chris Walker',
    address: '415 West 23rd Street',
    city: 'New York',
    state: 'NY',
    zipcode: '10011',
  },
  phone: '***-***-0106',
};

const meta = {
  title: 'Screens/Shop/OrderSummaryScreen',
  component: OrderSummaryScreen,
  args: { state: { status: 'ready', order } },
} satisfies Meta<typeof OrderSummaryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { state: { status: 'loading' } } };
