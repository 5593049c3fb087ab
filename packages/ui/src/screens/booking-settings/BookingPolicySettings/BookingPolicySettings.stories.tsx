import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BookingPolicySettings } from './BookingPolicySettings';

const meta = {
  title: 'Screens/BookingSettings/BookingPolicySettings',
  component: BookingPolicySettings,
  args: {
    state: { status: 'ready', values: { cutoffMinutes: 15 } },
    onSubmit: fn(),
  },
} satisfies Meta<typeof BookingPolicySettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default (15 minutes); asking for 24 hours and saving sends 1440 minutes, and no fees when none is set. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('radio', { name: 'Up to 15 minutes before the start (default)' }),
    ).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Up to a number of hours before the start' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Hours before the start/ }), '24');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      cutoffMinutes: 1440,
      noShowFee: null,
      lateCancelFee: null,
      paymentPolicyText: null,
      onlineConfirmation: 'instant',
    });
  },
};

/** Online bookings confirmed at once by default; a salon that approves each one saves 'approval'. */
export const Approval: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('radio', { name: 'Confirmed as the client books (default)' }),
    ).toBeChecked();
    await userEvent.click(
      canvas.getByRole('radio', { name: 'Waiting for the salon to confirm them on the waitlist' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ onlineConfirmation: 'approval' }),
    );
  },
};

/** A salon that asks for two days' notice. */
export const Hours: Story = {
  args: { state: { status: 'ready', values: { cutoffMinutes: 2880 } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /Hours before the start/ })).toHaveValue(
      '48',
    );
  },
};

export const Loading: Story = { args: { state: { status: 'loading' } } };

export const LoadError: Story = {
  args: { state: { status: 'error', message: 'Could not load the cancellation policy, please try again' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Could not load');
  },
};
