import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { confirmDialogPlay } from '../ConfirmModal/confirm-modal-steps';
import { DeleteModal } from './DeleteModal';

const meta = {
  title: 'Patterns/DeleteModal',
  component: DeleteModal,
  args: { open: true, item: 'Coupon', detail: 'Spring Sale (SPRING10)', onConfirm: fn(), onCancel: fn() },
  tags: ['autodocs'],
} satisfies Meta<typeof DeleteModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: confirmDialogPlay({
    title: 'Delete Coupon',
    description: 'Are you sure you want to delete this Coupon? Spring Sale (SPRING10)',
    confirm: 'Delete',
    cancel: 'Cancel',
  }),
};

export const OwnTitle: Story = { args: { item: 'User', title: 'Delete Salon User', detail: undefined } };

export const Confirming: Story = { args: { confirming: true } };
