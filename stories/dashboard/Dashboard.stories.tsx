import { FIXED_NOW } from '@salon/api/mocks/clock';
import { reportsLoadingHandlers } from '@salon/api/mocks/handlers/reports';
import { DashboardContainer } from '@salon/features/dashboard';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { dashboardMsw, expectCards, type Args } from './dashboard-story';

/** `/` through DashboardContainer against MSW, per role (fixtures around FIXED_NOW, 16 Mar 2026). */
const meta = {
  title: 'Catalogue/Dashboard/Dashboard',
  tags: ['catalogue:dashboard'],
  render: () => <DashboardContainer now={FIXED_NOW} />,
  args: { role: 'salon' },
  parameters: { route: '/', routePath: '/', ...dashboardMsw('salon') },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const SALON_CARDS: Array<[string, string]> = [
  ['Appointments', '42'],
  ['Total Sales', '$1,874.50'],
  ['Users', '17'],
  ['Services', '12'],
];

/** The monthly chart's text alternative lists all twelve months, October included. */
async function expectMonths(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const table = await canvas.findByRole('table', { name: 'Appointments by month' });
  const months = within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
  await expect(months).toEqual([
    'Jan',
    'Feb',
    'Mar',
    'Apr',
    'May',
    'Jun',
    'Jul',
    'Aug',
    'Sep',
    'Oct',
    'Nov',
    'Dec',
  ]);
}

async function expectSalonCharts(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expectCards(canvasElement, SALON_CARDS);
  const gender = await canvas.findByRole('table', { name: 'Gender' });
  await expect(within(gender).getByRole('rowheader', { name: 'Female' })).toBeInTheDocument();
  const times = await canvas.findByRole('table', { name: 'Appointments' });
  await expect(within(times).getByRole('rowheader', { name: '2026-03-16 09:30' })).toBeInTheDocument();
  await expectMonths(canvasElement);
  await expect(await canvas.findByRole('heading', { name: 'Current Appointments' })).toBeVisible();
  await expect(canvas.getByRole('heading', { name: 'Upcoming Appointments' })).toBeVisible();
}

export const Admin: Story = {
  tags: ['role:admin', 'state:default'],
  args: { role: 'admin' },
  parameters: dashboardMsw('admin'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectCards(canvasElement, [
      ['Salons', '2'],
      ['Appointments', '148'],
      ['Stylists', '9'],
      ['Users', '312'],
    ]);
    const chart = await canvas.findByRole('table', { name: 'Number of appointments' });
    await expect(within(chart).getByRole('rowheader', { name: 'Demo Salon' })).toBeInTheDocument();
    await expect(within(chart).getByRole('cell', { name: '96' })).toBeInTheDocument();
    // Admins have no range and no salon charts.
    await expect(canvas.queryByRole('group', { name: 'Dashboard date range' })).toBeNull();
    await expect(canvas.queryByRole('table', { name: 'Appointments by month' })).toBeNull();
    await expect(
      await canvas.findByRole('button', { name: /Demo Salon.*Expires in 3 months/ }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Second Salon.*Expired 2 days ago/ })).toBeVisible();
  },
};

export const Salon: Story = {
  tags: ['role:salon', 'state:default'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectSalonCharts(canvasElement);
    // The stylist list opens the stylist's sessions.
    await userEvent.click(await canvas.findByRole('button', { name: /Stella Stylist.*18 appointments/ }));
    await waitFor(() =>
      expect(canvas.getByTestId('redirected-to')).toHaveTextContent(
        '/stylist-sessions/0e5e0000-0000-4000-8000-000000000005/Stella%20Stylist',
      ),
    );
  },
};

export const Manager: Story = {
  tags: ['role:manager', 'state:default'],
  args: { role: 'manager' },
  parameters: dashboardMsw('manager'),
  play: async ({ canvasElement }) => {
    await expectSalonCharts(canvasElement);
    await expect(await within(canvasElement).findByRole('heading', { name: 'Stylists' })).toBeVisible();
  },
};

export const Superadmin: Story = {
  tags: ['role:superadmin', 'state:default'],
  args: { role: 'superadmin' },
  parameters: dashboardMsw('superadmin'),
  play: async ({ canvasElement }) => {
    await expectSalonCharts(canvasElement);
    await expect(await within(canvasElement).findByRole('heading', { name: 'Stylists' })).toBeVisible();
  },
};

export const Stylist: Story = {
  tags: ['role:stylist', 'state:default'],
  args: { role: 'stylist' },
  parameters: dashboardMsw('stylist'),
  play: async ({ canvasElement }) => {
    await expectSalonCharts(canvasElement);
    // A stylist sees their own figures: no stylist list, the monthly chart at full width.
    await expect(within(canvasElement).queryByRole('heading', { name: 'Stylists' })).toBeNull();
  },
};

export const Loading: Story = {
  tags: ['role:salon', 'state:loading'],
  parameters: dashboardMsw('salon', { overrides: reportsLoadingHandlers() }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Summary' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('table', { name: 'Appointments by month' })).toBeNull();
  },
};

export const AdminLoading: Story = {
  tags: ['role:admin', 'state:loading'],
  args: { role: 'admin' },
  parameters: dashboardMsw('admin', { overrides: reportsLoadingHandlers() }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('list', { name: 'Summary' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = {
  tags: ['role:salon', 'state:empty'],
  parameters: dashboardMsw('salon', { empty: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectCards(canvasElement, [
      ['Appointments', '0'],
      ['Total Sales', '$0.00'],
      ['Users', '0'],
      ['Services', '12'],
    ]);
    await expect(await canvas.findAllByText('No appointments in this range')).toHaveLength(2);
    // The month chart still shows the whole year.
    await expectMonths(canvasElement);
  },
};
