import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StylistDeleteModal } from './StylistDeleteModal';

const meta = {
  title: 'Modals/Stylists/StylistDeleteModal',
  component: StylistDeleteModal,
  args: { open: true, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof StylistDeleteModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Confirming: Story = { args: { confirming: true } };
