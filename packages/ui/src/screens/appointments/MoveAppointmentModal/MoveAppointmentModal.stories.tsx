import { formModalArgs } from '@salon/ui/patterns/form-story-steps';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MoveAppointmentModal } from './MoveAppointmentModal';

const meta = {
  title: 'Modals/Calendar/MoveAppointmentModal',
  component: MoveAppointmentModal,
  args: {
    ...formModalArgs(),
    appointmentLabel: 'Grace Miller · Tue, Mar 17 · 10:00',
    current: { date: '2026-03-17', time: '10:00' },
    now: new Date(2026, 2, 16, 9, 0),
  },
} satisfies Meta<typeof MoveAppointmentModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ServerError: Story = {
  args: { serverError: 'This time slot has just been booked, please choose another one' },
};
