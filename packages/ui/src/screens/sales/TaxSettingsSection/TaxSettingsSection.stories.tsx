import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TaxSettingsSection } from './TaxSettingsSection';

const salesTax = {
  taxLabel: 'Sales tax',
  taxNumber: 'NY-12-3456789',
  service: { rateBp: 825, inclusive: false },
  product: { rateBp: 825, inclusive: false },
  tipPresets: [15, 18, 20],
};

const meta = {
  title: 'Screens/Sales/TaxSettingsSection',
  component: TaxSettingsSection,
  args: { state: { status: 'ready', settings: salesTax }, onSubmit: fn() },
} satisfies Meta<typeof TaxSettingsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Saving as it stands sends the stored settings back. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(salesTax);
  },
};

export const Inclusive: Story = {
  args: {
    state: {
      status: 'ready',
      settings: {
        taxLabel: 'VAT',
        taxNumber: 'GB 123 4567 89',
        service: { rateBp: 2000, inclusive: true },
        product: { rateBp: 2000, inclusive: true },
        tipPresets: [10, 12],
      },
    },
  },
};

export const Loading: Story = { args: { state: { status: 'loading' } } };
