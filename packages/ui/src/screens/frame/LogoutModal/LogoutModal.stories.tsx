import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { LogoutModal } from './LogoutModal';

const meta = {
  title: 'Modals/Frame/LogoutModal',
  component: LogoutModal,
  args: { open: true, onConfirm: fn(), onCancel: fn(), submitting: false },
} satisfies Meta<typeof LogoutModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    await expect(await screen.findByText('Are you sure you want to log out?')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Submitting: Story = { args: { submitting: true } };
