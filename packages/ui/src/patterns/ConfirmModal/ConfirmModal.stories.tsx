import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { confirmDialogPlay } from './confirm-modal-steps';
import { ConfirmModal } from './ConfirmModal';

const meta = {
  title: 'Patterns/ConfirmModal',
  component: ConfirmModal,
  args: {
    open: true,
    title: 'Log Out',
    message: 'Are you sure you want to log out?',
    confirmLabel: 'Yes',
    cancelLabel: 'No',
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: { confirmVariant: { control: 'inline-radio', options: ['primary', 'danger'] } },
  tags: ['autodocs'],
} satisfies Meta<typeof ConfirmModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: confirmDialogPlay({
    title: 'Log Out',
    description: 'Are you sure you want to log out?',
    confirm: 'Yes',
    cancel: 'No',
  }),
};

export const Destructive: Story = {
  args: {
    title: 'Delete User',
    message: 'Are you sure you want to delete this User?',
    confirmLabel: 'Delete',
    cancelLabel: 'Cancel',
    confirmVariant: 'danger',
  },
};

export const WithDetail: Story = {
  args: {
    title: 'Reset Password',
    message: 'Are you sure you want to reset password of this user?',
    detail: "We'll send the auto genrated password to user email address.",
  },
};

export const Confirming: Story = {
  args: { confirming: true },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Log Out' });
    await expect(within(dialog).getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'No' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const EscapeCancels: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('dialog', { name: 'Log Out' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};
