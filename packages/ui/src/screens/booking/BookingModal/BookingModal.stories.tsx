import { formModalArgs } from '@salon/ui/patterns/form-story-steps';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BookingModal, type BookingConfirmationView } from './BookingModal';

const meta = {
  title: 'Site/BookingModal',
  component: BookingModal,
  args: {
    ...formModalArgs(),
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
const booked: BookingConfirmationView = {
  appointmentId: 'AP-001099',
  serviceTitle: "Men's Cut",
  stylistName: 'Priya Shah',
  date: '2026-03-17',
  time: '10:30',
  timeZone: 'America/New_York',
  email: 'noah.brooks@example.com',
  waiting: true,
  accountCreated: true,
};
export const ThankYou: Story = { args: { confirmation: booked } };

/** A deposit paid: offline at once, with Stripe once its webhook confirmed it. */
export const ThankYouDepositPaid: Story = {
  args: { confirmation: { ...booked, depositPaid: '$10.00' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Deposit paid: $10.00')).toBeVisible();
  },
};

/** Stripe took the deposit but its webhook has not confirmed it yet: the page does not say "paid". */
export const ThankYouDepositConfirming: Story = {
  args: { confirmation: { ...booked, depositPaid: '$10.00', depositConfirming: true } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Deposit of $10.00 sent: your bank is confirming it.'),
    ).toBeVisible();
    await expect(canvas.queryByText(/Deposit paid/)).toBeNull();
  },
};

/** A card saved for the salon's no-show policy. */
export const ThankYouCardSaved: Story = {
  args: { confirmation: { ...booked, cardSaved: true } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText("Your card is saved for the salon's no-show policy; nothing was charged."),
    ).toBeVisible();
  },
};
