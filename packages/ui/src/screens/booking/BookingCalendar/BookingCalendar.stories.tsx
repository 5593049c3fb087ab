import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BookingCalendar } from './BookingCalendar';

const meta = {
  title: 'Site/BookingCalendar',
  component: BookingCalendar,
  args: { value: '2026-03-17', today: '2026-03-16', maxDate: '2026-06-15', onChange: fn() },
} satisfies Meta<typeof BookingCalendar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Arrow keys move between the days the salon takes bookings for; Enter picks the day arrived at. */
export const KeyboardPick: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Tuesday, 17 March 2026' }).focus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-03-18');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-03-16');
    // Days before the salon's today cannot be reached: focus stays on today.
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    await expect(args.onChange).not.toHaveBeenCalledWith('2026-03-15');
    await expect(canvas.getByRole('button', { name: 'Monday, 16 March 2026' })).toHaveFocus();
  },
};
