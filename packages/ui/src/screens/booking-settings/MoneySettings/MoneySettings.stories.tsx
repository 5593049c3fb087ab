import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MoneySettings } from './MoneySettings';

const meta = {
  title: 'Screens/BookingSettings/MoneySettings',
  component: MoneySettings,
  args: {
    state: { status: 'ready', values: { currency: 'USD', locale: 'en-US' } },
    canEdit: true,
    onSubmit: fn(),
  },
} satisfies Meta<typeof MoneySettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** US dollars; saving sends the chosen currency and locale. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$1,234.50')).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('combobox', { name: /Currency/ }), 'KWD{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ currency: 'KWD', locale: 'en-US' });
  },
};

/** Another currency says before saving that prices keep their digits, or that yen would change them. */
export const CurrencyChange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: /Currency/ }), 'EUR — Euro{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Prices are not converted: each amount keeps its digits in EUR ($1,234.50 becomes €1,234.50).',
    );
    await userEvent.type(canvas.getByRole('combobox', { name: /Currency/ }), 'JPY{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'JPY has no decimals and USD 2 decimals: a salon with prices cannot change to it, as every price would change value.',
    );
  },
};

/** Euros in German. */
export const Euro: Story = {
  args: { state: { status: 'ready', values: { currency: 'EUR', locale: 'de-DE' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/1\.234,50/)).toBeInTheDocument();
  },
};

/** Read only, for a manager. */
export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Save' })).toBeNull();
  },
};

export const Loading: Story = { args: { state: { status: 'loading' } } };

export const LoadError: Story = {
  args: { state: { status: 'error', message: 'Could not load the currency, please try again' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Could not load');
  },
};

/** A salon with prices keeps its currency: the server's refusal shows in the form, above Save. */
export const CurrencyLocked: Story = {
  args: {
    serverError:
      'The currency stays USD once the salon has prices: its services, products, coupons, fees and orders are stored in USD. The locale can still be changed.',
  },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Currency and locale settings' });
    await expect(within(form).getByRole('alert')).toHaveTextContent('The currency stays USD');
  },
};
