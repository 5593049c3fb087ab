import { formatMoney } from '@salon/rules/money';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PosTipSection } from './PosTipSection';

const stella = { _id: 's1', name: 'Stella Stylist' };
const james = { _id: 's2', name: 'James Carter' };
const money = (minor: number) => formatMoney(minor, { currency: 'USD', locale: 'en-US' });

const meta = {
  title: 'Screens/Sales/PosTipSection',
  component: PosTipSection,
  args: {
    tip: { kind: 'none' },
    presets: [15, 18, 20],
    tipMinor: 0,
    shares: [],
    stylists: [stella],
    currency: 'USD',
    money,
    onChange: fn(),
  },
} satisfies Meta<typeof PosTipSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing 18 % asks for that per cent of the sale. */
export const None: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'No tip' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '18 %' }));
    await expect(args.onChange).toHaveBeenCalledWith({ kind: 'percent', value: 18 });
  },
};

export const Preset: Story = {
  args: {
    tip: { kind: 'percent', value: 15 },
    tipMinor: 2925,
    shares: [{ stylist: stella, amountMinor: 2925 }],
  },
};

/** A typed amount is checked, then sent in minor units. */
export const Custom: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Custom amount' }));
    const field = canvas.getByRole('textbox', { name: 'Tip amount (USD)' });
    await userEvent.type(field, '1.234');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply tip' }));
    await expect(canvas.getByText('Please enter an amount; it must have at most two decimals')).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, '12.50');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply tip' }));
    await expect(args.onChange).toHaveBeenCalledWith({ kind: 'amount', value: 1250 });
  },
};

export const SeveralStylists: Story = {
  args: {
    tip: { kind: 'percent', value: 20 },
    tipMinor: 4222,
    stylists: [stella, james],
    shares: [
      { stylist: stella, amountMinor: 2111 },
      { stylist: james, amountMinor: 2111 },
    ],
  },
};
