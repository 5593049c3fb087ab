import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UserSignupScreen } from './UserSignupScreen';

const meta = {
  title: 'Screens/Auth/UserSignupScreen',
  component: UserSignupScreen,
  args: {
    salons: [
      { id: 's1', name: 'Demo Salon' },
      { id: 's2', name: 'Second Salon' },
    ],
    salonsLoading: false,
    onSubmit: fn(),
    submitting: false,
    serverError: null,
    success: false,
    signInHref: '/login',
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof UserSignupScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Validation: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(canvas.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Please enter name',
      'Please enter email address',
      'Please enter phone',
      'Please select gender.',
      'Please select salon',
      'Please enter password',
    ]);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SalonsLoading: Story = { args: { salons: [], salonsLoading: true } };

export const ServerError: Story = {
  args: { serverError: 'An account with this email address already exists' },
};

export const Submitting: Story = { args: { submitting: true } };

export const Success: Story = { args: { success: true } };
