import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Delete Coupon' });
    await expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to delete this Coupon? Spring Sale (SPRING10)',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const OwnTitle: Story = { args: { item: 'User', title: 'Delete Salon User', detail: undefined } };

export const Confirming: Story = { args: { confirming: true } };
