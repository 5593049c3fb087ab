import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../../primitives/Button';
import { AuthCard } from './AuthCard';

const meta = {
  title: 'Patterns/AuthCard',
  component: AuthCard,
  args: {
    placement: 'center',
    heading: 'Sign in',
    headingId: 'auth-card-heading',
    intro: 'Manage your salon’s bookings, stylists and clients.',
    children: <Button fullWidth>Sign In</Button>,
    aside: (
      <>
        New to the platform? <a href="register">Register</a>
      </>
    ),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AuthCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Centred: Story = {};

export const FromTheTop: Story = { args: { placement: 'top', width: 'wide' } };

export const OnTheSite: Story = { args: { placement: 'site', label: 'Sign in' } };
