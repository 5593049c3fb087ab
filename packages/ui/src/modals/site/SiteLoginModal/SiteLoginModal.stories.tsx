import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { SiteLoginModal } from './SiteLoginModal';

const meta = {
  title: 'Modals/Site/SiteLoginModal',
  component: SiteLoginModal,
  args: {
    open: true,
    onClose: fn(),
    onSubmit: fn(),
    onForgotPassword: fn(),
    onCreateAccount: fn(),
    submitting: false,
    serverError: null,
  },
} satisfies Meta<typeof SiteLoginModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Validation: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
        'Please enter email address',
        'Please enter your password',
      ]),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = { args: { serverError: 'Invalid email or password' } };
