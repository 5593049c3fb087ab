import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { ChangePasswordModal } from './ChangePasswordModal';

const meta = {
  title: 'Modals/Profile/ChangePasswordModal',
  component: ChangePasswordModal,
  args: { open: true, onClose: fn(), onSubmit: fn(), submitting: false, serverError: null },
} satisfies Meta<typeof ChangePasswordModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Validation: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Change Password' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
        'Please enter current password',
        'Please enter password',
      ]),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = { args: { serverError: 'Current password is incorrect' } };

export const Submitting: Story = { args: { submitting: true } };

/** Setting another user's password (Salon Staff): no current password. */
export const ByAdmin: Story = { args: { byAdmin: true } };
