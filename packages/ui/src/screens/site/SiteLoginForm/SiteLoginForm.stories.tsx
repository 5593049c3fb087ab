import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(canvas.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Please enter email address',
      'Please enter your password',
    ]);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = { args: { serverError: 'Invalid email or password' } };

export const Submitting: Story = { args: { submitting: true } };
