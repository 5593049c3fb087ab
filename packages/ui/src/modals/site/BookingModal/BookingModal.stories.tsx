import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BookingModal } from './BookingModal';

const meta = {
  title: 'Site/BookingModal',
  component: BookingModal,
  args: {
    open: true,
    onClose: fn(),
    onSubmit: fn(),
    offerAccount: true,
    summary: {
      serviceTitle: "Men's Cut",
      duration: 30,
      price: 35,
      stylistName: 'Priya Shah',
      date: '2026-03-17',
      time: '10:30',
      timeZone: 'America/New_York',
    },
  },
} satisfies Meta<typeof BookingModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Prefilled: Story = {
  args: {
    offerAccount: false,
    initialValues: { name: 'Chris Client', email: 'user@example.com', phone: '5550100100', gender: 'female' },
  },
};
export const SlotTaken: Story = {
  args: {
    serverError: 'This time slot has just been booked, please choose another one',
    alternatives: [
      { slotId: 'a', time: '11:00' },
      { slotId: 'b', time: '11:30' },
    ],
    initialValues: {
      name: 'Noah Brooks',
      email: 'noah.brooks@example.com',
      phone: '2125550177',
      gender: 'male',
    },
  },
};
export const Submitting: Story = { args: { submitting: true } };
export const ThankYou: Story = {
  args: {
    confirmation: {
      appointmentId: 'AP-001099',
      serviceTitle: "Men's Cut",
      stylistName: 'Priya Shah',
      date: '2026-03-17',
      time: '10:30',
      timeZone: 'America/New_York',
      email: 'noah.brooks@example.com',
      waiting: true,
      accountCreated: true,
    },
  },
};
