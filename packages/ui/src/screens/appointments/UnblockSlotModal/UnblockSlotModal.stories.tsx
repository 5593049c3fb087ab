import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { UnblockSlotModal } from './UnblockSlotModal';

const meta = {
  title: 'Modals/Calendar/UnblockSlotModal',
  component: UnblockSlotModal,
  args: { open: true, slotLabel: 'Tue, Mar 17 · 13:00', onConfirm: fn(), onClose: fn() },
} satisfies Meta<typeof UnblockSlotModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Submitting: Story = {
  args: { submitting: true },
  play: async () => {
    await expect(await screen.findByRole('status')).toHaveTextContent(
      'Unblocking slot. Please wait it may take a while',
    );
  },
};
