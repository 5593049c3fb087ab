import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import type { RefundChoice, RefundPreview } from '../sale-model';
import { storyPaid } from '../sale-model/story-sales';
import { RefundSaleModal } from './RefundSaleModal';

/** A story's preview: each chosen line's total back in cash (the container works out the real one). */
const previewOf = (choice: RefundChoice): RefundPreview => {
  const amountMinor = choice.lines.reduce(
    (sum, asked) => sum + (storyPaid.lines.find((line) => line._id === asked.lineId)?.totalMinor ?? 0),
    0,
  );
  return {
    amountMinor,
    parts: amountMinor ? [{ method: 'cash', detail: '', amountMinor }] : [],
    keptMinor: 0,
  };
};

const meta = {
  title: 'Screens/Sales/RefundSaleModal',
  component: RefundSaleModal,
  args: {
    open: true,
    sale: storyPaid,
    locale: 'en-US',
    attempt: { status: 'idle' },
    previewOf,
    onRefund: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof RefundSaleModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both lines chosen: $211.09 back; with a reason, the choice is sent. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Refund sale' }));
    await expect(dialog.getByText('To give back: $211.09')).toBeVisible();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Haircut, $59.54' }));
    await expect(dialog.getByText('To give back: $151.55')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Colour did not take');
    await userEvent.click(dialog.getByRole('button', { name: 'Refund' }));
    await expect(args.onRefund).toHaveBeenCalledWith({
      lines: [{ lineId: 'line-2', quantity: 1 }],
      tip: false,
      restock: true,
      reason: 'Colour did not take',
    });
  },
};

export const Refunding: Story = { args: { attempt: { status: 'refunding' } } };
export const Refused: Story = {
  args: { attempt: { status: 'error', message: 'The card provider did not answer: try again' } },
};
