import { itemsPage } from '@salon/ui/patterns/list-story-states';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CouponsScreen, type CouponCardView } from './CouponsScreen';
import { pagedSearchArgs } from '../../../patterns/CardsPage/paged-search-args';

const coupons: CouponCardView[] = [
  {
    id: 'c1',
    title: 'Spring Sale',
    code: 'SPRING10',
    discount: '10% off',
    validFrom: 'Mar 10, 2026',
    validTill: 'Apr 15, 2026',
    description: '10 % off every product until mid-April.',
    isExpired: false,
    enable: true,
  },
  {
    id: 'c2',
    title: 'Welcome $5',
    code: 'WELCOME5',
    discount: '$5.00 off',
    validFrom: 'Feb 24, 2026',
    validTill: 'May 15, 2026',
    description: '',
    isExpired: false,
    enable: false,
  },
  {
    id: 'c3',
    title: 'New Year',
    code: 'NEWYEAR15',
    discount: '15% off',
    validFrom: 'Jan 1, 2026',
    validTill: 'Jan 31, 2026',
    description: 'January offer.',
    isExpired: true,
    enable: true,
  },
];

const meta = {
  title: 'Screens/Coupons/CouponsScreen',
  component: CouponsScreen,
  args: {
    state: itemsPage('coupons', coupons),
    can: { add: true, edit: true, delete: true, toggle: true },
    ...pagedSearchArgs(),
    onAdd: fn(),
    onToggle: fn(),
    onEdit: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof CouponsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { state: { status: 'loading' } } };
export const Empty: Story = { args: { state: itemsPage('coupons', []) } };
export const Error: Story = { args: { state: { status: 'error', message: 'Could not load the coupons' } } };
export const Paged: Story = { args: { state: itemsPage('coupons', coupons, { page: 2, pageCount: 3 }) } };
