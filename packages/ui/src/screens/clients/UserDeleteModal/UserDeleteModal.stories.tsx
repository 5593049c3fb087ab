import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { UserDeleteModal } from './UserDeleteModal';

const meta = {
  title: 'Modals/Users/UserDeleteModal',
  component: UserDeleteModal,
  args: { open: true, name: 'Grace Miller', onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof UserDeleteModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Submitting: Story = { args: { submitting: true } };
