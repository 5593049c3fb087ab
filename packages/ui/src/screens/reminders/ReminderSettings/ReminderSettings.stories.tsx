import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReminderSettings } from './ReminderSettings';

const meta = {
  title: 'Screens/BookingSettings/ReminderSettings',
  component: ReminderSettings,
  args: {
    state: { status: 'ready', values: { remind24h: true, remind2h: false } },
    onSubmit: fn(),
  },
} satisfies Meta<typeof ReminderSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The defaults: 24 hours on, 2 hours off; switching the 2-hour one on and saving sends both. */
export const Defaults: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('switch', { name: 'E-mail 24 hours before the appointment' }),
    ).toBeChecked();
    const twoHours = canvas.getByRole('switch', { name: 'E-mail 2 hours before the appointment' });
    await expect(twoHours).not.toBeChecked();
    await userEvent.click(twoHours);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ remind24h: true, remind2h: true });
  },
};

export const Loading: Story = { args: { state: { status: 'loading' } } };

export const LoadError: Story = {
  args: { state: { status: 'error', message: 'Could not load the reminder settings, please try again' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Could not load');
  },
};

export const Submitting: Story = { args: { submitting: true } };
