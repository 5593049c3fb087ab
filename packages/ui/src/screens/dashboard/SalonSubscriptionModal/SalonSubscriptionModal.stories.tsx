import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SalonSubscriptionModal } from './SalonSubscriptionModal';

const meta = {
  title: 'Modals/Dashboard/SalonSubscriptionModal',
  component: SalonSubscriptionModal,
  args: {
    onClose: fn(),
    subscription: {
      salonName: 'Demo Salon',
      photo: null,
      email: 'demo.salon@example.com',
      phone: '2125550101',
      plan: 'Salon Pro ($499.00 / year)',
      startDate: '19-06-2025',
      endDate: '19-06-2026',
      active: true,
      expiryText: 'Expires in 3 months',
    },
  },
} satisfies Meta<typeof SalonSubscriptionModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {};

export const Expired: Story = {
  args: {
    subscription: {
      salonName: 'Second Salon',
      photo: null,
      email: 'second.salon@example.com',
      phone: '3125550142',
      plan: 'Salon Basic ($29.00 / month)',
      startDate: '12-02-2026',
      endDate: '14-03-2026',
      active: false,
      expiryText: 'Expired 2 days ago',
    },
  },
};
