import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyCheckout, storyStylists } from '../sale-model/story-sales';
import { PosCheckoutScreen } from './PosCheckoutScreen';

const meta = {
  title: 'Screens/Sales/PosCheckoutScreen',
  component: PosCheckoutScreen,
  args: {
    state: { status: 'ready', sale: storyCheckout },
    locale: 'en-US',
    taxLabel: 'Sales tax',
    tipPresets: [15, 18, 20],
    stylists: storyStylists,
    can: { edit: true, changePrice: true, pay: true },
    search: '',
    onSearchChange: fn(),
    items: { status: 'idle' },
    onSave: fn(),
    onPay: fn(),
  },
} satisfies Meta<typeof PosCheckoutScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two units of the haircut are sent to be priced once the field is left. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Pay $176.09' })).toBeEnabled();
    const quantity = canvas.getByRole('textbox', { name: 'Qty of Haircut' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    await userEvent.tab();
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ lines: expect.arrayContaining([expect.objectContaining({ quantity: 2 })]) }),
    );
  },
};

export const Loading: Story = { args: { state: { status: 'loading' } } };

export const Error: Story = {
  args: { state: { status: 'error', message: 'Could not load the sale, please try again' } },
};

/** A changed price without its reason is refused on the form, and Pay does not go on. */
export const Validation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const price = canvas.getByRole('textbox', { name: 'Price (USD) of Haircut' });
    await userEvent.clear(price);
    await userEvent.type(price, '50');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $176.09' }));
    await expect(canvas.getByText('Please give a reason for the changed price')).toBeVisible();
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

export const WalkIn: Story = {
  args: {
    state: {
      status: 'ready',
      sale: {
        ...storyCheckout,
        appointmentId: null,
        client: null,
        payments: [],
        paidMinor: 0,
        dueMinor: 21_109,
      },
    },
    search: 'sham',
    items: {
      status: 'ready',
      items: [{ kind: 'product', _id: 'shampoo', name: 'Argan Repair Shampoo', priceMinor: 1800, stock: 24 }],
    },
  },
};
