import { paidSale, refundedSale } from '@salon/api/mocks/factories/sales';
import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SALE_PAGE_META, saleParameters, salesMsw, type Args, type SaleStory as Story } from './sales-story';

/**
 * A paid sale's receipt (/sales/:saleId) through CheckoutContainer against MSW: Demo Salon's header and
 * tax number, receipt 1042, the lines by stylist, the sales tax, the tip split, the deposit, cash with its
 * change and the card; Print; the 80 mm print preview; a sale refunded in full with its refund receipt.
 */
export default {
  ...SALE_PAGE_META,
  parameters: { ...saleParameters(paidSale._id) },
  title: 'Catalogue/Sales/Receipt',
  tags: ['catalogue:receipt'],
} satisfies Meta<Args>;

export const Salon: Story = {
  tags: ['role:salon', 'state:default'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Receipt #1042', level: 1 })).toBeVisible();
    const receipt = within(canvas.getByRole('article', { name: 'Receipt 1042' }));
    await expect(receipt.getByText('Sales tax no. NY-12-3456789')).toBeVisible();
    await expect(await receipt.findByText('Sales tax on services 8.25 %')).toBeVisible();
    await expect(receipt.getByText('Deposit paid online')).toBeVisible();
    await expect(receipt.getByText('Change')).toBeVisible();
    await expect(receipt.getByText('Card Visa •••• 4242')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Print receipt' })).toBeVisible();
  },
};

/** Receipt 1040 given back in full: refund receipt 1041, its lines, the tip, back to the card; no Refund. */
export const Refunded: Story = {
  tags: ['role:manager', 'state:refunded'],
  args: { role: 'manager' },
  parameters: { route: `/sales/${refundedSale._id}`, ...salesMsw() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('note')).toHaveTextContent('Refunded in full');
    const refund = within(canvas.getByRole('region', { name: 'Refund 1041' }));
    await expect(refund.getByRole('heading', { name: 'Refund #1041' })).toBeVisible();
    await expect(refund.getByText('Back to card Visa •••• 4242')).toBeVisible();
    await expect(refund.getByText('−$90.88')).toBeVisible();
    await expect(refund.getByText('Reason: The client was not happy with the cut')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Refund' })).toBeNull();
  },
};

/** As it prints: the receipt alone, 80 mm wide. */
export const Print80mm: Story = {
  tags: ['role:salon', 'state:print-80mm'],
  parameters: { route: `/sales/${paidSale._id}?paper=80mm`, ...salesMsw() },
  play: async ({ canvasElement }) => {
    const receipt = await within(canvasElement).findByRole('article', { name: 'Receipt 1042' });
    // 80 mm at 96 px an inch.
    await expect(Math.round(receipt.getBoundingClientRect().width)).toBe(302);
  },
};
