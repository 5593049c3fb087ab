import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { OrderSummaryModal } from './OrderSummaryModal';

const meta = {
  title: 'Modals/Orders/OrderSummaryModal',
  component: OrderSummaryModal,
  args: {
    open: true,
    onClose: fn(),
    order: {
      orderNumber: 1003,
      items: [
        { name: 'Silk Protein Hair Mask', imageUrl: null, price: '$29.99', quantity: 2 },
        { name: 'Sea Salt Spray', imageUrl: null, price: '$14.00', quantity: 1 },
      ],
      amount: '$73.98',
      otherAmount: '$0.00',
      totalAmount: '$73.98',
    },
  },
} satisfies Meta<typeof OrderSummaryModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
