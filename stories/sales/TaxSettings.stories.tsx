import { ukSaleSettings } from '@salon/api/mocks/factories/sales';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectToast } from '../support/expect';
import { pageParameters } from '../support/page-meta';
import { renderTaxSettings, salesHandlers, salesMsw, type Args } from './sales-story';

/**
 * The Taxes section of Booking Settings (/booking-settings) through TaxSettingsContainer against MSW:
 * the owner sets the tax label and number, the service and product rates with whether prices include the
 * tax, and the tip presets; every failing field is named.
 */
const meta = {
  title: 'Catalogue/Sales/TaxSettings',
  tags: ['catalogue:tax-settings'],
  render: renderTaxSettings,
  args: { role: 'salon' },
  parameters: { ...pageParameters(salesHandlers(), '/booking-settings') },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

async function section(canvasElement: HTMLElement) {
  const region = within(await within(canvasElement).findByRole('region', { name: 'Taxes' }));
  await region.findByRole('textbox', { name: /Tax label/ });
  return region;
}

/** Demo Salon's 8.25 % sales tax on top; the products' rate changed to 8.875 % is refused, 8.88 saved. */
export const Salon: Story = {
  tags: ['role:salon', 'state:default'],
  play: async ({ canvasElement }) => {
    const region = await section(canvasElement);
    await expect(region.getByRole('textbox', { name: /Tax label/ })).toHaveValue('Sales tax');
    await expect(region.getByRole('checkbox', { name: 'Service prices include the tax' })).not.toBeChecked();
    const rate = region.getByRole('textbox', { name: /Product tax rate/ });
    await userEvent.clear(rate);
    await userEvent.type(rate, '8.88');
    await userEvent.click(region.getByRole('button', { name: 'Save' }));
    await expectToast('Tax settings saved');
    await waitFor(() =>
      expect(region.getByRole('textbox', { name: /Product tax rate/ })).toHaveValue('8.88'),
    );
  },
};

/** A London salon: 20 % VAT included in its prices. */
export const Inclusive: Story = {
  tags: ['role:salon', 'state:inclusive'],
  parameters: salesMsw({ settings: ukSaleSettings }),
  play: async ({ canvasElement }) => {
    const region = await section(canvasElement);
    await expect(region.getByRole('textbox', { name: /Tax label/ })).toHaveValue('VAT');
    await expect(region.getByRole('textbox', { name: /Service tax rate/ })).toHaveValue('20');
    await expect(region.getByRole('checkbox', { name: 'Service prices include the tax' })).toBeChecked();
    await expect(region.getByRole('checkbox', { name: 'Product prices include the tax' })).toBeChecked();
  },
};

/** No label, a rate over 100 % and five tip presets: each named, the first focused, nothing sent. */
export const Validation: Story = {
  tags: ['role:salon', 'state:validation'],
  parameters: salesMsw(),
  play: async ({ canvasElement }) => {
    const region = await section(canvasElement);
    const label = region.getByRole('textbox', { name: /Tax label/ });
    await userEvent.clear(label);
    const rate = region.getByRole('textbox', { name: /Service tax rate/ });
    await userEvent.clear(rate);
    await userEvent.type(rate, '120');
    const presets = region.getByRole('textbox', { name: /Tip presets/ });
    await userEvent.clear(presets);
    await userEvent.type(presets, '5, 10, 15, 20, 25');
    await userEvent.click(region.getByRole('button', { name: 'Save' }));
    await expect(region.getAllByRole('alert').map((alert: HTMLElement) => alert.textContent)).toEqual([
      'Please enter what receipts call the tax, e.g. VAT or Sales tax',
      'Please enter a rate from 0 to 100 % with at most two decimals',
      'Please enter up to four whole per cents from 1 to 100, separated by commas',
    ]);
    await waitFor(() => expect(label).toHaveFocus());
  },
};
