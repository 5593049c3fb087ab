import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { MyProfileScreen } from './MyProfileScreen';

const salonProfile = {
  name: 'Olivia Owner',
  email: 'salon@example.com',
  phone: '5550100100',
  address: '12 Market Street, Springfield',
  photo: null,
  roleLabel: 'Salon',
  salonName: 'Demo Salon',
};

const meta = {
  title: 'Screens/Profile/MyProfileScreen',
  component: MyProfileScreen,
  args: {
    state: { status: 'ready', profile: salonProfile },
    can: { editProfile: true, changePassword: true, logoutAllSessions: true },
    onEditProfile: fn(),
    onChangePassword: fn(),
    onLogoutAllSessions: fn(),
    onCancelSubscription: fn(),
    onRenewSubscription: fn(),
  },
} satisfies Meta<typeof MyProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('555-010-0100')).toBeVisible();
  },
};

export const Stylist: Story = {
  args: {
    state: {
      status: 'ready',
      profile: {
        ...salonProfile,
        name: 'Stella Stylist',
        roleLabel: 'Stylist',
        stylist: { startTime: '09:00', endTime: '17:00', services: ['Haircut', 'Colouring'] },
      },
    },
  },
};

export const AdminCapabilities: Story = {
  args: {
    state: {
      status: 'ready',
      profile: { ...salonProfile, name: 'Ada Admin', roleLabel: 'Admin', salonName: null },
    },
    can: { editProfile: false, changePassword: false, logoutAllSessions: true },
  },
};

export const WithPlan: Story = {
  args: {
    plan: {
      name: 'Salon Pro',
      description: 'Everything a growing salon needs',
      price: '$49.00 / month',
      users: '10 users',
      period: '01-03-2026 to 01-04-2026',
      status: 'Active',
      action: 'cancel',
    },
  },
};

export const WithEndedPlan: Story = {
  args: {
    plan: {
      name: 'Salon Pro',
      price: '$49.00 / month',
      users: '10 users',
      period: 'March 1, 2026 – April 1, 2026',
      status: 'Ended',
      notice:
        "Your subscription has ended: your salon's website takes no bookings or orders. Renew it to open it again.",
      action: 'renew',
    },
  },
};

export const Loading: Story = { args: { state: { status: 'loading' } } };

export const LoadFailed: Story = {
  args: { state: { status: 'error', message: 'Could not load your profile' } },
};
