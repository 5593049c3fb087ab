import { reportsLoadingHandlers } from '@salon/api/mocks/handlers/dashboard';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  dashboardMsw,
  expectCards,
  type Args,
  DASHBOARD_PAGE_META,
  dashboardParameters,
} from './dashboard-story';
import { expectNoSidewaysScroll, PHONE_STORY } from '../support/phone';

/** `/` through DashboardContainer against MSW, per role (fixtures around FIXED_NOW, 16 Mar 2026). */
const meta = {
  ...DASHBOARD_PAGE_META,
  parameters: { ...dashboardParameters() },
  title: 'Catalogue/Dashboard/Dashboard',
  tags: ['catalogue:dashboard'],
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
  // March by day (defect 6): 16 March's two starts (09:30, 13:00) make one row.
  await expect(within(times).getByRole('columnheader', { name: 'Day' })).toBeInTheDocument();
  await expect(within(times).getAllByRole('rowheader')).toHaveLength(31);
  const march16 = within(times).getByRole('rowheader', { name: 'Mar 16' });
  await expect(march16.nextElementSibling).toHaveTextContent(/^9$/);
  await expectMonths(canvasElement);
  await expect(await canvas.findByRole('heading', { name: 'Current Appointments' })).toBeVisible();
  await expect(canvas.getByRole('heading', { name: 'Upcoming Appointments' })).toBeVisible();
}

/** The texts of a chart figure's SVG, once nivo has drawn it (the figures load after the page). */
async function chartTexts(canvasElement: HTMLElement, title: string): Promise<SVGTextElement[]> {
  const figure = await within(canvasElement).findByTestId(`chart-${title}`);
  await waitFor(() => expect(figure.querySelectorAll('svg text').length).toBeGreaterThan(0));
  return [...figure.querySelectorAll<SVGTextElement>('svg text')];
}

/** Every label of the figure lies inside its SVG: none is clipped at an edge. */
async function expectLabelsInside(canvasElement: HTMLElement, title: string) {
  const texts = await chartTexts(canvasElement, title);
  const box = within(canvasElement)
    .getByTestId(`chart-${title}`)
    .querySelector('svg')!
    .getBoundingClientRect();
  for (const text of texts.filter((element) => element.textContent)) {
    const rect = text.getBoundingClientRect();
    await expect({ label: text.textContent, inside: rect.left >= box.left - 0.5 }).toEqual({
      label: text.textContent,
      inside: true,
    });
    await expect({ label: text.textContent, inside: rect.right <= box.right + 0.5 }).toEqual({
      label: text.textContent,
      inside: true,
    });
    await expect({
      label: text.textContent,
      inside: rect.top >= box.top - 0.5 && rect.bottom <= box.bottom + 0.5,
    }).toEqual({
      label: text.textContent,
      inside: true,
    });
  }
}

/**
 * Defect 6: the appointments figure over March shows day labels (no times), whole-number
 * value ticks only, and no label of it or of the Gender donut is clipped.
 */
async function expectReadableCharts(canvasElement: HTMLElement) {
  const texts = (await chartTexts(canvasElement, 'Appointments')).map((text) => text.textContent ?? '');
  const values = texts.filter((text) => /^[\d.]+$/.test(text));
  const labels = texts.filter((text) => !/^[\d.]+$/.test(text));
  await expect(values.length).toBeGreaterThan(1);
  await expect(values.filter((value) => !Number.isInteger(Number(value)))).toEqual([]);
  await expect(labels).toContain('Mar 1');
  await expect(labels.every((label) => /^Mar \d{1,2}$/.test(label))).toBe(true);
  await expectLabelsInside(canvasElement, 'Appointments');
  const gender = (await chartTexts(canvasElement, 'Gender')).map((text) => text.textContent);
  await expect(gender).toEqual(expect.arrayContaining(['Female', 'Male', 'Other']));
  await expectLabelsInside(canvasElement, 'Gender');
  const monthly = (await chartTexts(canvasElement, 'Appointments by month')).map(
    (text) => text.textContent ?? '',
  );
  await expect(
    monthly.filter((text) => /^[\d.]+$/.test(text)).every((value) => Number.isInteger(Number(value))),
  ).toBe(true);
  await expectLabelsInside(canvasElement, 'Appointments by month');
  // No shape of negative size (the browser logged 'A negative value is not valid' at 390 px).
  const sizes = [
    ...canvasElement.querySelectorAll('[data-testid^="chart-"] [width], [data-testid^="chart-"] [height]'),
  ]
    .flatMap((element) => [element.getAttribute('width'), element.getAttribute('height')])
    .filter((value): value is string => value !== null)
    .map(Number);
  await expect(sizes.filter((size) => size < 0)).toEqual([]);
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
    await expectReadableCharts(canvasElement);
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

/** The owner's dashboard on a 390 px phone: cards and charts stack, nothing scrolls sideways. */
export const SalonPhone: Story = {
  ...PHONE_STORY,
  tags: ['role:salon', 'state:default', 'viewport:phone'],
  parameters: dashboardMsw('salon'),
  play: async ({ canvasElement }) => {
    await expectSalonCharts(canvasElement);
    await expectReadableCharts(canvasElement);
    await expectNoSidewaysScroll();
  },
};
