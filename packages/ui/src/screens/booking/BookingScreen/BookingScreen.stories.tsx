import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BookingScreen } from './BookingScreen';

const stylists = [
  {
    _id: 's1',
    name: 'Stella Stylist',
    slots: [
      { _id: 'a', time: '09:00', status: 'available' as const, choosable: true },
      { _id: 'b', time: '09:30', status: 'confirmed' as const, choosable: false },
      { _id: 'c', time: '10:00', status: 'waiting' as const, choosable: false },
      { _id: 'd', time: '10:30', status: 'available' as const, choosable: true },
    ],
  },
  {
    _id: 's2',
    name: 'James Carter',
    slots: [{ _id: 'e', time: '14:00', status: 'available' as const, choosable: true }],
  },
];

const meta = {
  title: 'Site/BookingScreen',
  component: BookingScreen,
  args: {
    salon: {
      name: 'Demo Salon',
      address: '120 Madison Avenue, New York, NY 10016',
      phone: '2125550100',
      email: 'hello@demo-salon.example.com',
      androidStoreUrl: 'https://play.google.com/store/apps/details?id=com.demosalon.app',
      iosStoreUrl: null,
    },
    timeZone: 'America/New_York',
    today: '2026-03-16',
    maxDate: '2026-06-15',
    date: '2026-03-17',
    onDateChange: fn(),
    serviceGroups: [
      {
        _id: 'g1',
        title: 'Haircuts',
        services: [
          { _id: 'h1', title: 'Haircut', duration: 45, price: 55 },
          { _id: 'h2', title: "Men's Cut", duration: 30, price: 35 },
        ],
      },
    ],
    serviceId: 'h2',
    onServiceChange: fn(),
    stylists: stylists.map(({ _id, name }) => ({ _id, name })),
    stylistId: null,
    onStylistChange: fn(),
    day: { status: 'ready', stylists },
    onSlotChoose: fn(),
  },
} satisfies Meta<typeof BookingScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = {
  args: { salon: null, serviceGroups: null, date: null, day: { status: 'loading' } },
};
export const Empty: Story = { args: { day: { status: 'ready', stylists: [] }, nextAvailable: '2026-03-18' } };
export const ServiceFirst: Story = {
  args: { serviceId: null, serviceError: 'Please choose a service first' },
};
