import { SALE_STYLISTS } from '@salon/api/mocks/factories/sales';
import { exportHandlers } from '@salon/api/mocks/handlers/exports';
import { saleFailures } from '@salon/api/mocks/handlers/sales';
import { RoleGuard } from '@salon/features/core';
import { ExportButtonContainer } from '@salon/features/exports';
import { REPORT_ROLES, SalesReportContainer } from '@salon/features/sales';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AddressProbe, expectAddress } from '../support/address';
import { pageParameters } from '../support/page-meta';
import { expectNoSidewaysScroll, PHONE_STORY } from '../support/phone';
import { salesHandlers, type Args } from './sales-story';

/** /sales/report as the admin app composes it: the report, and the sales CSV of the same days beside it. */
const renderReport = () => (
  <RoleGuard allow={REPORT_ROLES}>
    <SalesReportContainer
      exportAction={(range) => <ExportButtonContainer file="sales.csv" query={range} />}
    />
    <AddressProbe />
  </RoleGuard>
);

const reportHandlers = (...args: Parameters<typeof salesHandlers>) => ({
  ...salesHandlers(...args),
  exports: exportHandlers(),
});

/**
 * /sales/report through SalesReportContainer against MSW: Demo Salon's desk sales of the last 30 days
 * (the server's default range, 2026-02-15 to 2026-03-16), grouped by day, stylist, service, product or
 * payment method, the range and the grouping in the address; receipt 1040's refund counts on the day it
 * was given. A stylist sees their own figures and no export.
 */
const meta = {
  title: 'Catalogue/Sales/SalesReport',
  tags: ['catalogue:sales-report'],
  render: renderReport,
  args: { role: 'salon' },
  parameters: { ...pageParameters(reportHandlers(), '/sales/report') },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

async function reportRows(canvasElement: HTMLElement) {
  const table = await within(canvasElement).findByRole('table');
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
  return within(table).getAllByRole('row').slice(1);
}

/** By day: the totals, one row a day, Export CSV; Payment method regroups and says so in the address. */
export const Salon: Story = {
  tags: ['role:salon', 'state:default'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Sales Report', level: 1 })).toBeVisible();
    await waitFor(async () => expect(await reportRows(canvasElement)).toHaveLength(8));
    await expect(canvas.getByLabelText('From')).toHaveValue('2026-02-15');
    await expect(canvas.getByLabelText('To')).toHaveValue('2026-03-16');
    const strip = within(canvas.getByRole('region', { name: 'Totals' }));
    await expect(strip.getByText('Sales (25)')).toBeVisible();
    await expect(strip.getByText('$1,656.29')).toBeVisible();
    await expect(strip.getByText('−$90.88')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Payment method' }));
    await expectAddress(canvasElement, '/sales/report?by=method');
    await waitFor(() => expect(canvas.getByRole('columnheader', { name: 'Payment method' })).toBeVisible());
    await waitFor(async () => expect(await reportRows(canvasElement)).toHaveLength(3));
  },
};

/** By stylist (`?by=stylist`): each stylist's sales, tips and refunds, and the products sold on their own. */
export const ByStylist: Story = {
  tags: ['role:manager', 'state:by-stylist'],
  args: { role: 'manager' },
  parameters: { route: '/sales/report?by=stylist', msw: { handlers: reportHandlers() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(async () => expect(await reportRows(canvasElement)).toHaveLength(4));
    const stella = within(canvas.getByRole('row', { name: /Stella Stylist/ }));
    await expect(stella.getByText('−$71.39')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Stylist' })).toBeChecked();
  },
};

/** A stylist's own report: their services and their share of the tips, no export. */
export const Stylist: Story = {
  tags: ['role:stylist', 'state:default'],
  args: { role: 'stylist' },
  parameters: { msw: { handlers: reportHandlers({ stylistId: SALE_STYLISTS[0]!._id }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'My Sales Report', level: 1 })).toBeVisible();
    await expect(canvas.getByText(/Your own sales, Stella Stylist/)).toBeVisible();
    await waitFor(async () => expect(await reportRows(canvasElement)).toHaveLength(7));
    await expect(canvas.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  },
};

/** No sale in the days: the totals at nothing and the table says so. */
export const Empty: Story = {
  tags: ['role:manager', 'state:empty'],
  args: { role: 'manager' },
  parameters: { msw: { handlers: reportHandlers({ sales: [] }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No sales in these days.')).toBeVisible();
  },
};

export const Loading: Story = {
  tags: ['role:salon', 'state:loading'],
  parameters: { msw: { handlers: reportHandlers(undefined, [saleFailures.reportLoading]) } },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table');
    await expect(table).toHaveAttribute('aria-busy', 'true');
  },
};

/** From after To: the server's message, nothing asked. */
export const RangeRefused: Story = {
  tags: ['role:salon', 'state:validation'],
  parameters: { route: '/sales/report?from=2026-03-16&to=2026-03-01', msw: { handlers: reportHandlers() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      '"from" must not be after "to"',
    );
  },
};

/** On the 390 px phone: the controls stack, the table scrolls in its own box. */
export const Phone: Story = {
  ...PHONE_STORY,
  tags: ['role:salon', 'state:default', 'viewport:phone'],
  parameters: { msw: { handlers: reportHandlers() } },
  play: async ({ canvasElement }) => {
    await waitFor(async () => expect(await reportRows(canvasElement)).toHaveLength(8));
    await expectNoSidewaysScroll();
  },
};
