import { SALE_STYLISTS } from '@salon/api/mocks/factories/sales';
import { saleFailures } from '@salon/api/mocks/handlers/sales';
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectAddress } from '../support/address';
import { chooseOption } from '../support/form';
import { playNoData, playTableBusy } from '../support/plays';
import {
  SALES_LIST_META,
  salesListParameters,
  salesMsw,
  type Args,
  type SalesListStory as Story,
} from './sales-story';

/**
 * /sales through SalesListContainer against MSW: Demo Salon's desk sales, newest first, 20 a page, the
 * page and the status filter in the address; a stylist sees the sales with their own services.
 */
export default {
  ...SALES_LIST_META,
  parameters: { ...salesListParameters() },
  title: 'Catalogue/Sales/SalesList',
  tags: ['catalogue:sales-list'],
} satisfies Meta<Args>;

async function rows(canvasElement: HTMLElement) {
  const table = await within(canvasElement).findByRole('table');
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
  return within(table).getAllByRole('row').slice(1);
}

/** The newest sales; the Paid filter keeps the paid ones, and says so in the address. */
export const Salon: Story = {
  tags: ['role:salon', 'state:default'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Sales', level: 1 })).toBeVisible();
    await waitFor(async () => expect(await rows(canvasElement)).toHaveLength(20));
    await expect(canvas.getByRole('button', { name: 'New Sale' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'View receipt #1042' })).toBeVisible();
    await chooseOption(canvas, 'Status', 'Open');
    await expectAddress(canvasElement, '/sales?status=open');
    await waitFor(async () => expect(await rows(canvasElement)).toHaveLength(2));
    await expect(canvas.getByRole('button', { name: 'Check out the sale of Chris Walker' })).toBeVisible();
  },
};

/** 28 sales: the second page holds the last 8. */
export const Paged: Story = {
  tags: ['role:manager', 'state:paged'],
  args: { role: 'manager' },
  parameters: salesMsw(),
  play: async ({ canvasElement }) => {
    await waitFor(async () => expect(await rows(canvasElement)).toHaveLength(20));
    const pages = within(canvasElement).getByRole('navigation', { name: 'Pagination' });
    await userEvent.click(within(pages).getByRole('button', { name: '2' }));
    await expectAddress(canvasElement, '/sales?page=2');
    await waitFor(async () => expect(await rows(canvasElement)).toHaveLength(8));
  },
};

/** A stylist's own sales: no New Sale. */
export const Stylist: Story = {
  tags: ['role:stylist', 'state:default'],
  args: { role: 'stylist' },
  parameters: salesMsw({ stylistId: SALE_STYLISTS[0]!._id }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'My Sales', level: 1 })).toBeVisible();
    await waitFor(async () => expect(await rows(canvasElement)).toHaveLength(10));
    await expect(canvas.queryByRole('button', { name: 'New Sale' })).toBeNull();
  },
};

export const Loading: Story = {
  tags: ['role:salon', 'state:loading'],
  parameters: salesMsw(undefined, [saleFailures.listLoading]),
  play: playTableBusy,
};

export const Empty: Story = {
  tags: ['role:manager', 'state:empty'],
  args: { role: 'manager' },
  parameters: salesMsw({ sales: [] }),
  play: playNoData('We could not find any sale.'),
};
