import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SiteLoginScreen } from './SiteLoginScreen';

const meta = {
  title: 'Screens/Site/SiteLoginScreen',
  component: SiteLoginScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    salonName: 'Demo Salon',
    onSubmit: fn(),
    onForgotPassword: fn(),
    onCreateAccount: fn(),
    submitting: false,
    serverError: null,
  },
} satisfies Meta<typeof SiteLoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Validation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'chloe@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'abc1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(canvas.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Password must be at least 8 characters',
    ]);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = { args: { serverError: 'Invalid email or password' } };

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
