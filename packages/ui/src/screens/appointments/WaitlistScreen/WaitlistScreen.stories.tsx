import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { WaitlistScreen } from './WaitlistScreen';

const meta = {
  title: 'Screens/Waitlist/WaitlistScreen',
  component: WaitlistScreen,
  args: {
    stylistName: 'Stella Stylist',
    backHref: '/stylist-sessions/s1/Stella%20Stylist',
    can: { manage: true },
    statusOptions: [
      { value: 'booked', label: 'Booked' },
      { value: 'confirmed', label: 'Confirmed' },
      { value: 'waiting', label: 'Waiting' },
      { value: 'canceled', label: 'Canceled' },
    ],
    state: {
      status: 'ready',
      rows: [
        {
          id: 'a2',
          clientName: 'Noah Brooks',
          email: 'noah.brooks@example.com',
          phone: '2125550177',
          slot: 'Mon, Mar 16 · 05:00',
          service: "Women's cut",
          status: 'waiting',
          locked: true,
        },
        {
          id: 'a5',
          clientName: 'Emily Johnson',
          email: 'emily.johnson@example.com',
          phone: '2125550132',
          slot: 'Mon, Mar 16 · 14:00',
          service: 'Full colour',
          status: 'waiting',
          locked: false,
        },
      ],
    },
    onStatusChange: fn(),
    onEdit: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof WaitlistScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { state: { status: 'ready', rows: [] } } };
export const Loading: Story = { args: { state: { status: 'loading' } } };
