import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PayoutsScreen } from './PayoutsScreen';

const meta = {
  title: 'Screens/Payouts/PayoutsScreen',
  component: PayoutsScreen,
  args: { state: { status: 'not-connected' }, onStart: fn(), onRetry: fn() },
} satisfies Meta<typeof PayoutsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotConnected: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Payouts are not set up.');
    await userEvent.click(canvas.getByRole('button', { name: 'Set up payouts' }));
    await expect(args.onStart).toHaveBeenCalledOnce();
  },
};

export const Pending: Story = {
  args: {
    state: { status: 'pending', requirements: ['A bank account for payouts', 'Your date of birth'] },
    returned: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const needs = canvas.getByRole('list', { name: 'What Stripe still needs' });
    await expect(within(needs).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText(/Just finished on Stripe\?/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue setup' })).toBeEnabled();
  },
};

export const Checking: Story = {
  args: { state: { status: 'pending', requirements: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Stripe is checking your details/)).toBeVisible();
  },
};

export const Connected: Story = {
  args: {
    state: {
      status: 'connected',
      payoutsEnabled: true,
      lastPayout: {
        amount: '$124.50',
        statusText: 'Paid',
        tone: 'success',
        date: '14 Mar 2026',
        failureMessage: null,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Last payout').nextElementSibling).toHaveTextContent(
      '$124.50 Paid, 14 Mar 2026',
    );
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const PayoutFailed: Story = {
  args: {
    state: {
      status: 'connected',
      payoutsEnabled: false,
      lastPayout: {
        amount: '$124.50',
        statusText: 'Failed',
        tone: 'danger',
        date: '14 Mar 2026',
        failureMessage: 'The bank account has been closed.',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The bank account has been closed.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue setup' })).toBeEnabled();
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Failure: Story = {
  args: { state: { status: 'error', message: 'Could not load the payout account, please try again' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load the payout account');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
