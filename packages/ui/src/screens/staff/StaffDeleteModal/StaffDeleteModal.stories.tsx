import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StaffDeleteModal } from './StaffDeleteModal';

const meta = {
  title: 'Modals/Staff/StaffDeleteModal',
  component: StaffDeleteModal,
  args: { open: true, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof StaffDeleteModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Confirming: Story = { args: { confirming: true } };
