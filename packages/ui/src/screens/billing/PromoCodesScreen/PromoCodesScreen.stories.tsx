import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PromoCodesScreen } from './PromoCodesScreen';

const meta = {
  title: 'Screens/Billing/PromoCodesScreen',
  component: PromoCodesScreen,
  args: {
    state: {
      status: 'ready',
      promoCodes: [
        {
          id: 'promo_a',
          code: 'LOYAL3',
          active: false,
          couponName: 'Loyal 3 months',
          discount: '$7.50 off, repeating, 3 months',
        },
        {
          id: 'promo_b',
          code: 'WELCOME10',
          active: true,
          couponName: 'Welcome $10',
          discount: '$10.00 off, once',
        },
      ],
    },
    can: { manage: true },
    onAdd: fn(),
    onToggle: fn(),
  },
} satisfies Meta<typeof PromoCodesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Loading: Story = { args: { state: { status: 'loading' } } };

export const Empty: Story = { args: { state: { status: 'ready', promoCodes: [] } } };
