import { submitRefusedPlay } from '@salon/ui/patterns/form-story-steps';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SiteLoginForm } from './SiteLoginForm';

const meta = {
  title: 'Screens/Site/SiteLoginForm',
  component: SiteLoginForm,
  args: {
    onSubmit: fn(),
    onForgotPassword: fn(),
    onCreateAccount: fn(),
    submitting: false,
    serverError: null,
  },
  decorators: [
    (Story) => (
      <section aria-label="Sign in" style={{ maxWidth: 420, padding: 16 }}>
        <Story />
      </section>
    ),
  ],
} satisfies Meta<typeof SiteLoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Validation: Story = {
  play: submitRefusedPlay('Sign In', ['Please enter email address', 'Please enter your password']),
};

export const ServerError: Story = { args: { serverError: 'Invalid email or password' } };

export const Submitting: Story = { args: { submitting: true } };
