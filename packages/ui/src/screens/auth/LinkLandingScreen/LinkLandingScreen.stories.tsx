import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LinkLandingScreen } from './LinkLandingScreen';

const meta = {
  title: 'Screens/Auth/LinkLandingScreen',
  component: LinkLandingScreen,
  args: {
    heading: 'Signing you in',
    pendingText: 'Opening your dashboard…',
    state: { status: 'pending' },
    fallback: { href: '/login', label: 'Sign in' },
  },
} satisfies Meta<typeof LinkLandingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Opening your dashboard…');
  },
};

export const Failed: Story = {
  args: {
    state: {
      status: 'failed',
      message: 'This sign-in link has expired or was already used. Please sign in.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('expired or was already used');
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  },
};
