import { euroSalonMoney, yenSalonMoney } from '@salon/api/mocks/factories/salon-money';
import { salonMoneyFailures, salonMoneyHandlers } from '@salon/api/mocks/handlers/salon-money';
import type { Role } from '@salon/api/shared/schemas';
import { MoneySettingsContainer } from '@salon/features/booking-settings';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectToast } from '../support/expect';
import { pageParameters } from '../support/page-meta';

type Args = { role: Role };

/** Intl writes some currency signs with a no-break space. */
const spaced = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

/**
 * The currency and locale section of Booking settings (/booking-settings) through MoneySettingsContainer
 * against MSW: USD and en-US by default; the owner picks euros in German and saves, and the
 * preview writes prices the new way; managers see the salon's currency without a form.
 */
const meta = {
  title: 'Catalogue/BookingSettings/MoneySettings',
  tags: ['catalogue:money-settings'],
  render: () => <MoneySettingsContainer />,
  args: { role: 'salon' },
  parameters: { ...pageParameters({ salonMoney: salonMoneyHandlers() }, '/booking-settings') },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

async function section(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return within(await canvas.findByRole('region', { name: 'Currency and locale' }));
}

/** Dollars by default; euros in de-DE chosen and saved: the server's message, the new preview. */
export const Salon: Story = {
  tags: ['role:salon', 'state:default'],
  parameters: { msw: { handlers: { salonMoney: salonMoneyHandlers() } } },
  play: async ({ canvasElement }) => {
    const region = await section(canvasElement);
    await waitFor(() => expect(region.getByText('$1,234.50')).toBeInTheDocument());
    await userEvent.type(region.getByRole('combobox', { name: /Currency/ }), 'EUR — Euro{Enter}');
    await userEvent.type(region.getByRole('combobox', { name: /Locale/ }), 'de-DE{Enter}');
    await waitFor(() =>
      expect(spaced(region.getByText(/€/, { selector: 'strong' }).textContent)).toBe('1.234,50 €'),
    );
    // Before saving: nothing is converted.
    await expect(region.getByRole('status')).toHaveTextContent(
      /^Prices are not converted: each amount keeps its digits in EUR \(\$1,234\.50 becomes 1\.234,50\s€\)\.$/,
    );
    await userEvent.click(region.getByRole('button', { name: 'Save' }));
    await expectToast('Currency and locale saved');
  },
};

/** A salon in yen: no minor unit, so 123450 minor units are ￥123,450. */
export const Yen: Story = {
  tags: ['role:salon', 'state:update'],
  parameters: { msw: { handlers: { salonMoney: salonMoneyHandlers(yenSalonMoney) } } },
  play: async ({ canvasElement }) => {
    const region = await section(canvasElement);
    await expect(await region.findByText('￥123,450')).toBeInTheDocument();
  },
};

/** A manager of a salon in euros sees its currency and locale, without a form. */
export const Manager: Story = {
  tags: ['role:manager', 'state:default'],
  args: { role: 'manager' },
  parameters: { msw: { handlers: { salonMoney: salonMoneyHandlers(euroSalonMoney) } } },
  play: async ({ canvasElement }) => {
    const region = await section(canvasElement);
    await expect(await region.findByText('EUR')).toBeInTheDocument();
    await expect(region.getByText('de-DE')).toBeInTheDocument();
    await expect(region.getByText('Only the salon owner can change the currency and locale.')).toBeVisible();
    await expect(region.queryByRole('button', { name: 'Save' })).toBeNull();
  },
};

/** A salon that took money keeps its currency: choosing yen is refused, and the section says why. */
export const CurrencyLocked: Story = {
  tags: ['role:salon', 'state:error'],
  parameters: {
    msw: { handlers: { salonMoney: [salonMoneyFailures.currencyLocked, ...salonMoneyHandlers()] } },
  },
  play: async ({ canvasElement }) => {
    const region = await section(canvasElement);
    await waitFor(() => expect(region.getByText('$1,234.50')).toBeInTheDocument());
    await userEvent.type(region.getByRole('combobox', { name: /Currency/ }), 'JPY{Enter}');
    await userEvent.click(region.getByRole('button', { name: 'Save' }));
    await expect(await region.findByRole('alert')).toHaveTextContent(
      'The currency stays USD once money has moved: the salon has orders or payments in USD. The locale can still be changed.',
    );
  },
};

export const Loading: Story = {
  tags: ['role:salon', 'state:loading'],
  parameters: { msw: { handlers: { salonMoney: [salonMoneyFailures.loading] } } },
  play: async ({ canvasElement }) => {
    await section(canvasElement);
  },
};

export const LoadError: Story = {
  tags: ['role:salon', 'state:error'],
  parameters: { msw: { handlers: { salonMoney: [salonMoneyFailures.loadError] } } },
  play: async ({ canvasElement }) => {
    const region = await section(canvasElement);
    await expect(await region.findByRole('alert')).toHaveTextContent(
      'Could not load the currency, please try again',
    );
  },
};

/** At 390 px: the two fields stack. */
export const Phone: Story = {
  tags: ['role:salon', 'state:default', 'viewport:phone'],
  globals: { viewport: { value: 'phone' } },
  parameters: { msw: { handlers: { salonMoney: salonMoneyHandlers(euroSalonMoney) } } },
  play: async ({ canvasElement }) => {
    const region = await section(canvasElement);
    await waitFor(() =>
      expect(spaced(region.getByText(/€/, { selector: 'strong' }).textContent)).toBe('1.234,50 €'),
    );
  },
};
