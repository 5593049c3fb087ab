import { FIXED_NOW } from '@salon/api/mocks/clock';
import { DashboardContainer } from '@salon/features/dashboard';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectCards, type Args, DASHBOARD_PAGE_META, dashboardParameters } from './dashboard-story';

/** The dashboard's range: From/To, MM/DD/YYYY, the current month by default, nothing before 1 Jan 2022. */
const meta = {
  ...DASHBOARD_PAGE_META,
  parameters: { ...dashboardParameters() },
  title: 'Catalogue/Dashboard/DateRangePicker',
  tags: ['catalogue:date-range-picker'],
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['role:any', 'state:default'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('group', { name: 'Dashboard date range' });
    const from = within(group).getByRole('combobox', { name: 'From date' }) as HTMLInputElement;
    const to = within(group).getByRole('combobox', { name: 'To date' }) as HTMLInputElement;
    await expect(from).toHaveAttribute('placeholder', 'From');
    await expect(to).toHaveAttribute('placeholder', 'To');
    // The current month (FIXED_NOW is 16 Mar 2026).
    await expect(from.value).toBe('03/01/2026');
    await expect(to.value).toBe('03/31/2026');
    await expectCards(canvasElement, [
      ['Appointments', '42'],
      ['Total Sales', '$1,874.50'],
      ['Users', '17'],
      ['Services', '12'],
    ]);
    // A new range refetches: February and March together.
    await userEvent.clear(from);
    await userEvent.type(from, '02/01/2026{enter}');
    await waitFor(() => expect(from.value).toBe('02/01/2026'));
    await waitFor(() =>
      expect(canvas.getByRole('list', { name: 'Summary' })).toHaveTextContent('Appointments70'),
    );
  },
};

export const Open: Story = {
  tags: ['role:any', 'state:open'],
  render: () => <DashboardContainer now={FIXED_NOW} openRangePicker />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('group', { name: 'Dashboard date range' })).toBeVisible();
    await expect(await within(document.body).findByRole('grid')).toBeVisible();
  },
};
