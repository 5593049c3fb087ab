import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SalesListScreen, type SaleRowView } from './SalesListScreen';

const rows: SaleRowView[] = [
  {
    id: 'a',
    receiptNumber: 1042,
    clientName: 'Chris Walker',
    items: 'Haircut, Colouring, Argan Repair Shampoo',
    total: '$250.57',
    tip: '$38.21',
    date: 'Mar 16, 2026',
    status: 'paid',
  },
  {
    id: 'b',
    receiptNumber: null,
    clientName: 'Walk-in',
    items: '',
    total: '$0.00',
    tip: '$0.00',
    date: 'Mar 16, 2026',
    status: 'open',
  },
];

const meta = {
  title: 'Screens/Sales/SalesListScreen',
  component: SalesListScreen,
  args: {
    state: { status: 'ready', rows, page: 1, pageCount: 1, pageSize: 20 },
    status: 'all',
    can: { checkout: true },
    onStatusChange: fn(),
    onPageChange: fn(),
    onOpen: fn(),
    onNewSale: fn(),
  },
} satisfies Meta<typeof SalesListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { state: { status: 'loading' } } };
export const Empty: Story = {
  args: { state: { status: 'ready', rows: [], page: 1, pageCount: 1, pageSize: 20 } },
};
export const Paged: Story = {
  args: { state: { status: 'ready', rows, page: 2, pageCount: 3, pageSize: 20 } },
};
export const Stylist: Story = { args: { ownOnly: true, can: { checkout: false } } };
