import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SalonDeleteModal } from './SalonDeleteModal';

const meta = {
  title: 'Modals/Salons/SalonDeleteModal',
  component: SalonDeleteModal,
  args: { open: true, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof SalonDeleteModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Confirming: Story = { args: { confirming: true } };
