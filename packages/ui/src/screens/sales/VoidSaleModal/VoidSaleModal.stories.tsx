import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { VoidSaleModal } from './VoidSaleModal';

const meta = {
  title: 'Screens/Sales/VoidSaleModal',
  component: VoidSaleModal,
  args: { open: true, voiding: false, error: null, onVoid: fn(), onClose: fn() },
} satisfies Meta<typeof VoidSaleModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No reason, no void; with one, it is sent. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Void sale' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Void sale' }));
    await expect(dialog.getByText('Please give a reason for voiding the sale')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Client left');
    await userEvent.click(dialog.getByRole('button', { name: 'Void sale' }));
    await expect(args.onVoid).toHaveBeenCalledWith('Client left');
  },
};
export const Refused: Story = { args: { error: 'A payment was taken: refund the sale instead' } };
