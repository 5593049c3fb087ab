import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BookingCalendar } from './BookingCalendar';

const meta = {
  title: 'Site/BookingCalendar',
  component: BookingCalendar,
  args: { value: '2026-03-17', today: '2026-03-16', maxDate: '2026-06-15', onChange: fn() },
} satisfies Meta<typeof BookingCalendar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
