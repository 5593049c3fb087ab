import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CancelAppointmentScreen, type CancelBookingView } from './CancelAppointmentScreen';

const booking: CancelBookingView = {
  appointmentId: 'AP-004249',
  salonName: 'Demo Salon',
  serviceTitle: "Haircuts · Men's Cut",
  stylistName: 'Stella Stylist',
  date: '2026-03-17',
  time: '11:00',
  timeZone: 'America/New_York',
  cancelled: false,
  cancellable: true,
  changePolicy: 'You can cancel or reschedule online up to 24 hours before your appointment.',
  tooLate: 'This appointment can no longer be cancelled online. Please call the salon on 212-555-0100.',
};

const meta = {
  title: 'Site/CancelAppointmentScreen',
  component: CancelAppointmentScreen,
  args: {
    state: { status: 'ready', booking },
    onCancel: fn(),
    bookHref: '/salon/demo-salon/book-appointment',
  },
} satisfies Meta<typeof CancelAppointmentScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { state: { status: 'loading' } } };
export const Cancelled: Story = {
  args: {
    state: {
      status: 'ready',
      booking: { ...booking, cancelled: true, cancellable: false },
      message: 'Your appointment has been cancelled',
    },
  },
};
export const TooLate: Story = {
  args: { state: { status: 'ready', booking: { ...booking, cancellable: false } } },
};
export const InvalidLink: Story = {
  args: { state: { status: 'invalid', message: 'This cancellation link is not valid' } },
};
