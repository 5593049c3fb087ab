import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ResetPasswordModal } from './ResetPasswordModal';

const meta = {
  title: 'Modals/Salons/ResetPasswordModal',
  component: ResetPasswordModal,
  args: { open: true, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof ResetPasswordModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Reset Password' });
    await expect(dialog).toHaveTextContent("We'll send the auto generated password to user email address.");
  },
};

export const Confirming: Story = { args: { confirming: true } };
