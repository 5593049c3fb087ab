import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DeleteSlotModal } from './DeleteSlotModal';

const meta = {
  title: 'Modals/Calendar/DeleteSlotModal',
  component: DeleteSlotModal,
  args: { open: true, slotLabel: 'Tue, Mar 17 · 10:00', onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof DeleteSlotModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Deleting: Story = { args: { deleting: true } };
