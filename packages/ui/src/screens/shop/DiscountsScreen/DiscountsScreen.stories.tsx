import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DiscountsScreen, type DiscountView } from './DiscountsScreen';

const discounts: DiscountView[] = [
  {
    id: 'c1',
    title: 'Spring Sale',
    discount: '10% off',
    code: 'SPRING10',
    validity: 'Valid till Apr 15, 2026',
    description: '10 % off every product until mid-April.',
  },
  {
    id: 'c2',
    title: 'Welcome $5',
    discount: '$5.00 off',
    code: 'WELCOME5',
    validity: 'Valid till May 15, 2026',
    description: '',
  },
];

const meta = {
  title: 'Screens/Shop/DiscountsScreen',
  component: DiscountsScreen,
  args: {
    state: { status: 'ready', discounts, page: 1, pageCount: 1 },
    search: '',
    onSearchChange: fn(),
    onPageChange: fn(),
  },
} satisfies Meta<typeof DiscountsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { state: { status: 'loading' } } };
export const Empty: Story = { args: { state: { status: 'ready', discounts: [], page: 1, pageCount: 0 } } };
