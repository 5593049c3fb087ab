import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PayAppointmentFeeScreen, type FeeVisitView } from './PayAppointmentFeeScreen';

const visit: FeeVisitView = {
  appointmentId: 'AP-004249',
  salonName: 'Demo Salon',
  service: "Haircuts – Men's Cut",
  startsAt: '2026-03-17T15:00:00.000Z',
  timeZone: 'America/New_York',
  feeLabel: 'No-show fee',
  amount: '$25.00',
};

const meta = {
  title: 'Site/PayAppointmentFeeScreen',
  component: PayAppointmentFeeScreen,
  args: {
    state: { status: 'ready', visit, phase: 'due', message: null },
    onPay: fn(),
    salonHref: '/salon/demo-salon',
  },
} satisfies Meta<typeof PayAppointmentFeeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The visit in the salon's clock and the fee; Pay works from the keyboard. */
export const Due: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Tuesday, 17 March 2026, 11:00 AM New York time (EDT)')).toBeVisible();
    await expect(canvas.getByText('No-show fee: $25.00')).toBeVisible();
    canvas.getByRole('button', { name: 'Pay $25.00' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPay).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Loading the payment' })).toBeVisible();
  },
};

export const InvalidLink: Story = {
  args: { state: { status: 'invalid', message: 'This payment link is not valid' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('This payment link is not valid');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The bank's step runs: Pay waits. */
export const Authenticating: Story = {
  args: { state: { status: 'ready', visit, phase: 'authenticating', message: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Pay $25.00' })).toBeDisabled();
  },
};

export const Paid: Story = {
  args: {
    state: { status: 'ready', visit, phase: 'paid', message: 'Thank you, the payment is complete' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your fee is paid' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Thank you, the payment is complete');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Declined: Story = {
  args: {
    state: {
      status: 'ready',
      visit,
      phase: 'declined',
      message: 'The payment was not completed. Please contact the salon.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The payment was not completed. Please contact the salon.',
    );
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const NothingDue: Story = {
  args: {
    state: {
      status: 'ready',
      visit,
      phase: 'nothingDue',
      message: 'There is nothing to pay for this appointment',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'There is nothing to pay for this appointment',
    );
    await expect(canvas.queryByText(/No-show fee/)).toBeNull();
  },
};
