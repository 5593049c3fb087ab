import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RescheduleScreen, type RescheduleVisitView } from './RescheduleScreen';

const visit: RescheduleVisitView = {
  appointmentId: 'AP-004249',
  salonName: 'Demo Salon',
  service: 'Haircuts · Haircut',
  stylistId: 's1',
  stylistName: 'Stella Stylist',
  durationMinutes: 30,
  date: '2026-03-17',
  time: '11:00',
  timeZone: 'America/New_York',
  cancelled: false,
  reschedulable: true,
  tooLate:
    'This appointment can no longer be rescheduled online: the salon allows changes up to 24 hours before. Please call the salon on 212-555-0100.',
};

const meta = {
  title: 'Site/RescheduleScreen',
  component: RescheduleScreen,
  args: {
    state: { status: 'ready', visit },
    day: { date: '2026-03-17', today: '2026-03-16', maxDate: '2026-06-15' },
    slots: {
      status: 'ready',
      slots: [
        { _id: 'a', time: '10:00', status: 'booked', choosable: false },
        { _id: 'b', time: '10:30', status: 'available', choosable: true },
        { _id: 'c', time: '11:00', status: 'waiting', choosable: false },
      ],
    },
    selectedSlotId: null,
    onDateChange: fn(),
    onChoose: fn(),
    onConfirm: fn(),
    backHref: '/salon/demo-salon/book-appointment',
    backLabel: 'Book another appointment',
  },
} satisfies Meta<typeof RescheduleScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^10:30 AM/ }));
    await expect(args.onChoose).toHaveBeenCalledWith('b');
  },
};
export const Chosen: Story = {
  args: { selectedSlotId: 'b' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Move to 10:30 AM/ }));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};
export const Taken: Story = {
  args: {
    state: {
      status: 'ready',
      visit,
      outcome: { moved: false, message: 'This time slot has just been booked, please choose another one' },
    },
  },
};
export const Moved: Story = {
  args: {
    state: {
      status: 'ready',
      visit: { ...visit, time: '10:30' },
      outcome: { moved: true, message: 'Your appointment has been moved' },
    },
  },
};
export const TooLate: Story = {
  args: { state: { status: 'ready', visit: { ...visit, reschedulable: false } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(visit.tooLate);
  },
};
export const Loading: Story = { args: { state: { status: 'loading' } } };
export const InvalidLink: Story = {
  args: { state: { status: 'invalid', message: 'This reschedule link is not valid' } },
};
