import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { UserLogoutModal } from './UserLogoutModal';

const meta = {
  title: 'Modals/Users/UserLogoutModal',
  component: UserLogoutModal,
  args: { open: true, name: 'Grace Miller', onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof UserLogoutModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Submitting: Story = { args: { submitting: true } };
