import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BookingDepositStep } from './BookingDepositStep';

const meta = {
  title: 'Site/BookingDepositStep',
  component: BookingDepositStep,
  args: {
    amount: '$20.00',
    policyText: 'Deposits are kept for cancellations within 24 hours of the appointment.',
    heldUntil: '9:40 AM New York time (EDT)',
    testCards: ['4242 4242 4242 4242', '4000 0025 0000 3155', '4000 0000 0000 0002'],
    onPay: fn(),
    onChooseAnotherTime: fn(),
  },
} satisfies Meta<typeof BookingDepositStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The amount, the hold and the policy; Pay sends the typed card's digits. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('9:40 AM New York time (EDT)')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $20.00' }));
    await expect(canvas.getByText('Please enter your card number')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Card Number'), '4242424242424242');
    await expect(canvas.getByLabelText('Card Number')).toHaveValue('4242 4242 4242 4242');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $20.00' }));
    await expect(args.onPay).toHaveBeenCalledWith('4242424242424242');
  },
};

/** A declined card: its message with the card form ready again; the time stays held. */
export const Declined: Story = {
  args: { error: 'Your card was declined.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your card was declined.')).toBeVisible();
    await expect(canvas.getByText('9:40 AM New York time (EDT)')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Card Number'), '4242424242424242');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $20.00' }));
    await expect(args.onPay).toHaveBeenCalledWith('4242424242424242');
  },
};

/** The hold ended: the time was released, and the way back to the times. */
export const Released: Story = {
  args: {
    released: true,
    error: 'The time held for your payment has ended and was released. Please book again.',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Your time was released and nothing was charged.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Choose another time' }));
    await expect(args.onChooseAnotherTime).toHaveBeenCalled();
  },
};

/** Closing the step asks first: keep paying, or free the time. */
export const Leaving: Story = {
  args: { leaving: true, onKeepPaying: fn(), onLeave: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alertdialog')).toHaveTextContent(
      'Leave without paying?Your time is held until 9:40 AM New York time (EDT); leaving frees it and nothing is charged.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Keep paying' }));
    await expect(args.onKeepPaying).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Free the time' }));
    await expect(args.onLeave).toHaveBeenCalled();
  },
};

/** Card on file: nothing charged now; the button saves the card. */
export const CardOnFile: Story = {
  args: { mode: 'card', amount: '$25.00' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(/Your card is saved for the salon's no-show policy; nothing is charged now\./),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save card' })).toBeVisible();
  },
};
