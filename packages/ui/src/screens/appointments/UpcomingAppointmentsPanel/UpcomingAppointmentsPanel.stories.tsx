import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { UpcomingAppointmentsPanel } from './UpcomingAppointmentsPanel';

const meta = {
  title: 'Screens/Calendar/UpcomingAppointmentsPanel',
  component: UpcomingAppointmentsPanel,
  args: {
    collapsed: false,
    onToggle: fn(),
    state: {
      status: 'ready',
      stylist: { name: 'Stella Stylist', photo: null },
      current: [],
      today: '2 booked, 10 free slots today',
      upcoming: [
        { id: 'a1', slot: 'Mon, Mar 16 · 10:00', clientName: 'Grace Client', note: 'Allergic to ammonia' },
        { id: 'a2', slot: 'Mon, Mar 16 · 14:30', clientName: 'Henry Client', note: null },
      ],
    },
  },
} satisfies Meta<typeof UpcomingAppointmentsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = {
  args: {
    state: { status: 'ready', stylist: { name: 'Stella Stylist', photo: null }, current: [], upcoming: [] },
  },
};
export const Collapsed: Story = { args: { collapsed: true } };
export const Loading: Story = { args: { state: { status: 'loading' } } };
