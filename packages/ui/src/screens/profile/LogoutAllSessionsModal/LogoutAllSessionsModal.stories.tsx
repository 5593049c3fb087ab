import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { LogoutAllSessionsModal } from './LogoutAllSessionsModal';

const meta = {
  title: 'Modals/Profile/LogoutAllSessionsModal',
  component: LogoutAllSessionsModal,
  args: { open: true, onConfirm: fn(), onCancel: fn(), submitting: false },
} satisfies Meta<typeof LogoutAllSessionsModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    await expect(await screen.findByText(/will be signed out/)).toBeVisible();
  },
};

export const Submitting: Story = { args: { submitting: true } };
