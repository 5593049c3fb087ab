import { itemsPage } from '@salon/ui/patterns/list-story-states';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ProviderCouponsScreen } from './ProviderCouponsScreen';
import { listPageArgs } from '../../../patterns/ListScreen/list-page-args';

const meta = {
  title: 'Screens/Billing/ProviderCouponsScreen',
  component: ProviderCouponsScreen,
  args: {
    state: itemsPage('coupons', [
      { id: 'coupon_a', name: 'Forever $5', discount: '$5.00 off', duration: 'Forever' },
      { id: 'coupon_b', name: 'Loyal 3 months', discount: '$7.50 off', duration: 'Repeating, 3 months' },
      { id: 'coupon_c', name: 'Welcome $10', discount: '$10.00 off', duration: 'Once' },
    ]),
    can: { manage: true },
    ...listPageArgs(),
    onEdit: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof ProviderCouponsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Loading: Story = { args: { state: { status: 'loading' } } };

export const Empty: Story = { args: { state: itemsPage('coupons', []) } };

export const Paged: Story = {
  args: {
    state: itemsPage(
      'coupons',
      [{ id: 'coupon_c', name: 'Welcome $10', discount: '$10.00 off', duration: 'Once' }],
      { page: 2, pageCount: 3 },
    ),
  },
};
