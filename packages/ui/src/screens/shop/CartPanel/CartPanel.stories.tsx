import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CartPanel } from './CartPanel';

const meta = {
  title: 'Screens/Shop/CartPanel',
  component: CartPanel,
  args: {
    open: true,
    onClose: fn(),
    lines: [
      {
        id: 'p1',
        name: 'Argan Repair Shampoo',
        imageUrl: '',
        price: '$18.00',
        quantity: 2,
        stock: 24,
        lineTotal: '$36.00',
      },
    ],
    subtotal: '$36.00',
    onRemove: fn(),
    onViewCart: fn(),
    onCheckout: fn(),
  },
} satisfies Meta<typeof CartPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { lines: [], subtotal: '$0.00' } };
