import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SubscriptionPackagesScreen } from './SubscriptionPackagesScreen';

const meta = {
  title: 'Screens/Billing/SubscriptionPackagesScreen',
  component: SubscriptionPackagesScreen,
  args: {
    state: {
      status: 'ready',
      packages: [
        {
          id: 'prod_basic',
          name: 'Basic',
          description: 'One calendar for a solo stylist.',
          active: true,
          calendars: 1,
          users: 1,
          plans: [
            { id: 'price_bm', interval: 'month', price: '$29.00', active: true },
            { id: 'price_by', interval: 'year', price: '$290.00', active: true },
          ],
        },
        {
          id: 'prod_starter',
          name: 'Starter',
          description: 'Try the platform for a month.',
          active: false,
          calendars: 2,
          users: 2,
          plans: [{ id: 'price_sm', interval: 'month', price: '$19.00', active: false }],
        },
      ],
    },
    can: { manage: true },
    onAdd: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onTogglePackage: fn(),
    onTogglePlan: fn(),
    onAddPlan: fn(),
    onDeletePlan: fn(),
  },
} satisfies Meta<typeof SubscriptionPackagesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Loading: Story = { args: { state: { status: 'loading' } } };

export const Empty: Story = { args: { state: { status: 'ready', packages: [] } } };

export const LoadError: Story = {
  args: { state: { status: 'error', message: 'Could not load the packages, please try again' } },
};

export const ReadOnly: Story = { args: { can: { manage: false } } };
