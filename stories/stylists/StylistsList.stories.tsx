import { manyStylists } from '@salon/api/mocks/factories/stylists';
import { stylistFailures, stylistHandlers } from '@salon/api/mocks/handlers/stylists';
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectToast, rowOf, type Args, STYLISTS_PAGE_META, stylistsParameters } from './stylists-story';
import type { StylistsStory as Story } from './stylists-story';
import { expectColumns } from '../support/list';
import { playAlert, playTableBusy } from '../support/plays';

/** /stylist through StylistsContainer against MSW: the list per role and state (spec 1 §2, §6). */
export default {
  ...STYLISTS_PAGE_META,
  parameters: { ...stylistsParameters() },
  title: 'Catalogue/Stylists/StylistsList',
  tags: ['catalogue:stylists-list'],
} satisfies Meta<Args>;

const MANAGER_ACTIONS = ['Edit', 'Stylist Settings of', 'Reset Password of', 'Delete'];

async function expectLoadedColumns(canvasElement: HTMLElement, columns: string[]) {
  await rowOf(canvasElement, 'Stella Romano');
  await expectColumns(canvasElement, columns);
}

/** Salon owner: every action, the Active column and View Availabilities linking to the calendar. */
export const Salon: Story = {
  tags: ['role:salon', 'state:default'],
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'Stylist' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search Stylists...' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add New Stylist' })).toBeVisible();
    await expectLoadedColumns(canvasElement, ['#', 'Name', 'Email', 'Gender', 'Active', 'Action']);
    const row = await rowOf(canvasElement, 'Stella Romano');
    for (const action of MANAGER_ACTIONS) {
      await expect(row.getByRole('button', { name: `${action} Stella Romano` })).toBeVisible();
    }
    const link = row.getByRole('link', { name: 'View Availabilities' });
    await expect(link).toHaveAttribute(
      'href',
      '/stylist-sessions/0e5e0000-0000-4000-8000-000000000005/Stella%20Romano',
    );
    // The link wears the theme's brand purple, not the browser's default blue.
    await expect(getComputedStyle(link).color).toBe('rgb(91, 33, 182)');
    // The Active switch saves and reports the server's message.
    await userEvent.click(row.getByRole('switch', { name: 'Stella Romano active' }));
    await expectToast('Stylist disabled');
  },
};

/** A manager manages stylists but has no View Availabilities (spec 1 §6). */
export const Manager: Story = {
  tags: ['role:manager', 'state:default'],
  args: { role: 'manager' },
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'Stella Romano');
    await expect(row.getByRole('button', { name: 'Edit Stella Romano' })).toBeVisible();
    await expect(row.queryByRole('link', { name: 'View Availabilities' })).toBeNull();
  },
};

export const Superadmin: Story = {
  tags: ['role:superadmin', 'state:default'],
  args: { role: 'superadmin' },
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'Stella Romano');
    await expect(row.getByRole('button', { name: 'Delete Stella Romano' })).toBeVisible();
    await expect(row.queryByRole('link', { name: 'View Availabilities' })).toBeNull();
  },
};

/** The admin reads every salon's stylists: no add, no Active column, no actions, the salon named. */
export const Admin: Story = {
  tags: ['role:admin', 'state:default'],
  args: { role: 'admin' },
  play: async ({ canvas, canvasElement }) => {
    await expectLoadedColumns(canvasElement, ['#', 'Name', 'Salon', 'Email', 'Gender']);
    await expect(canvas.queryByRole('button', { name: 'Add New Stylist' })).toBeNull();
    await expect(canvas.queryByRole('switch')).toBeNull();
  },
};

/** A stylist opening /stylist is sent to the dashboard. */
export const StylistRedirected: Story = {
  tags: ['role:salon', 'state:default'],
  args: { role: 'stylist' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('redirected-to')).toHaveTextContent('/');
  },
};

export const Loading: Story = {
  tags: ['role:salon', 'state:loading'],
  parameters: { msw: { handlers: { stylists: [stylistFailures.listLoading, ...stylistHandlers()] } } },
  play: playTableBusy,
};

export const Empty: Story = {
  tags: ['role:manager', 'state:empty'],
  args: { role: 'manager' },
  parameters: { msw: { handlers: { stylists: [stylistFailures.listEmpty, ...stylistHandlers()] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('We could not find any stylist data.')).toBeVisible();
    await expect(canvas.getByText('No Data Found!')).toBeVisible();
  },
};

/** 21 stylists at 20 per page: the pagination shows and page 2 lists the 21st. */
export const Paged: Story = {
  tags: ['role:admin', 'state:paged'],
  args: { role: 'admin' },
  parameters: {
    msw: {
      handlers: {
        stylists: stylistHandlers([
          ...manyStylists,
          { ...manyStylists[0]!, _id: '57e10000-0000-4000-8000-0000000000ff', name: 'Zoe Last' },
        ]),
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await rowOf(canvasElement, 'Stylist 01');
    await expect(canvas.getAllByRole('row')).toHaveLength(21);
    await userEvent.click(canvas.getByRole('button', { name: '2' }));
    await rowOf(canvasElement, 'Zoe Last');
    await expect(canvas.getByRole('cell', { name: '21' })).toBeVisible();
  },
};

export const Error: Story = {
  tags: ['role:superadmin', 'state:error'],
  args: { role: 'superadmin' },
  parameters: { msw: { handlers: { stylists: [stylistFailures.listError, ...stylistHandlers()] } } },
  play: playAlert('Could not load the stylists'),
};
