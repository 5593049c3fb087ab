import { submitRefusedPlay } from '@salon/ui/patterns/form-story-steps';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoginScreen } from './LoginScreen';

const meta = {
  title: 'Screens/Auth/LoginScreen',
  component: LoginScreen,
  args: {
    onSubmit: fn(),
    onForgotPassword: fn(),
    submitting: false,
    serverError: null,
    registerHref: 'register',
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Validation: Story = {
  play: submitRefusedPlay('Sign In', ['Please enter email address', 'Please enter your password']),
};

export const ForgotPassword: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Salon Booking')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Forgot password?' }));
    await expect(args.onForgotPassword).toHaveBeenCalledOnce();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = { args: { serverError: 'Invalid email or password' } };

export const Submitting: Story = { args: { submitting: true } };
