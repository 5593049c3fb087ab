import { clientFailures, clientHandlers } from '@salon/api/mocks/handlers/clients';
import type { Meta } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { renderUsers, rowOf, usersHandlersFor, USERS_PAGE_META, usersParameters } from './users-story';
import type { Args } from './users-story';
import type { UsersStory as Story } from './users-story';
import { AdminFrameContainer } from '@salon/features/frame';
import { Route, Routes } from 'react-router-dom';
import { expectNoSidewaysScroll, PHONE_STORY } from '../support/phone';
import { expectInside, WIDE_STORY } from '../support/wide';
import { expectAlert } from '../support/expect';
import { expectColumns, expectNoData } from '../support/list';
import { playTableBusy } from '../support/plays';
import { playSwitch } from '../support/plays';

/** /users through UsersContainer against MSW: the list per role and state (spec 1 §2 "Users list"). */
export default {
  ...USERS_PAGE_META,
  parameters: { ...usersParameters() },
  title: 'Catalogue/Users/UsersList',
  tags: ['catalogue:users-list'],
} satisfies Meta<Args>;

const ALL_COLUMNS = [
  '#',
  'Name',
  'Stylist',
  'Email',
  'Phone',
  'Gender',
  'OS',
  'Active',
  'Action',
  'Notes',
  'Message',
];

async function expectLoadedColumns(canvasElement: HTMLElement, columns: string[]) {
  const canvas = within(canvasElement);
  await canvas.findByRole('cell', { name: 'Ava Thompson' });
  await expectColumns(canvasElement, columns);
}

/** A manager of the salon: every column, the add button and the row actions. */
async function expectManagerView(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { name: 'Users' })).toBeVisible();
  await expect(canvas.getByRole('searchbox', { name: 'Search Users...' })).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Add New User' })).toBeVisible();
  await expectLoadedColumns(canvasElement, ALL_COLUMNS);
  const row = await rowOf(canvasElement, 'Ava Thompson');
  for (const action of ['Edit User Details', 'Delete User', 'Logout User', 'Edit Notes', 'Send Message']) {
    await expect(row.getByRole('button', { name: action })).toBeVisible();
  }
  await expect(row.getByRole('cell', { name: '212-555-0110' })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'iOS' })).toBeVisible();
  await expect(row.getByRole('switch', { name: 'Ava Thompson active' })).toBeEnabled();
}

export const Salon: Story = {
  tags: ['role:salon', 'state:default'],
  play: async ({ canvasElement }) => {
    await expectManagerView(canvasElement);
    // 15 per page: a header row and 15 rows.
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(16);
  },
};

export const Manager: Story = {
  tags: ['role:manager', 'state:default'],
  args: { role: 'manager' },
  play: async ({ canvasElement }) => expectManagerView(canvasElement),
};

export const Superadmin: Story = {
  tags: ['role:superadmin', 'state:default'],
  args: { role: 'superadmin' },
  play: async ({ canvasElement }) => expectManagerView(canvasElement),
};

/** The platform admin reads every salon's clients: no add, no row actions, switches read-only. */
export const Admin: Story = {
  tags: ['role:admin', 'state:default'],
  args: { role: 'admin' },
  parameters: usersHandlersFor('admin'),
  play: async ({ canvas, canvasElement }) => {
    await expectLoadedColumns(canvasElement, [
      '#',
      'Name',
      'Stylist',
      'Email',
      'Phone',
      'Gender',
      'OS',
      'Active',
    ]);
    await expect(canvas.queryByRole('button', { name: 'Add New User' })).toBeNull();
    await expect(canvas.getByRole('switch', { name: 'Ava Thompson active' })).toBeDisabled();
  },
};

/** A stylist sees only their own clients, without the Stylist column or the add button (spec 1 §6). */
export const Stylist: Story = {
  tags: ['role:stylist', 'state:default'],
  args: { role: 'stylist' },
  parameters: usersHandlersFor('stylist'),
  play: async ({ canvas, canvasElement }) => {
    await expectLoadedColumns(canvasElement, [
      '#',
      'Name',
      'Email',
      'Phone',
      'Gender',
      'OS',
      'Active',
      'Notes',
      'Message',
    ]);
    await expect(canvas.queryByRole('columnheader', { name: 'Stylist' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Add New User' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Delete User' })).toBeNull();
    // Seven of the twenty clients are Stella's; James Carter's Benjamin Lee is not shown.
    await expect(canvas.getAllByRole('row')).toHaveLength(8);
    await expect(canvas.queryByRole('cell', { name: 'Benjamin Lee' })).toBeNull();
  },
};

export const Loading: Story = {
  tags: ['role:salon', 'state:loading'],
  parameters: { msw: { handlers: { users: [clientFailures.listLoading] } } },
  play: playTableBusy,
};

export const Empty: Story = {
  tags: ['role:salon', 'state:empty'],
  parameters: { msw: { handlers: { users: [clientFailures.listEmpty] } } },
  play: async ({ canvas, canvasElement }) => {
    await expectNoData(canvasElement, 'We could not find any user data.');
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  },
};

/** Twenty clients: two pages of 15; the second numbers its rows from 16. */
export const Paged: Story = {
  tags: ['role:salon', 'state:paged'],
  play: async ({ canvas }) => {
    const pages = within(await canvas.findByRole('navigation', { name: 'Pagination' }));
    await userEvent.click(pages.getByRole('button', { name: '2' }));
    await expect(await canvas.findByRole('cell', { name: 'William Scott' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(6);
    await expect(canvas.getByRole('cell', { name: '16' })).toBeVisible();
    await expect(pages.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
  },
};

/** The search runs on the server: typing a name or phone digits narrows the list. */
export const Search: Story = {
  tags: ['role:salon', 'state:default'],
  play: async ({ canvas }) => {
    await canvas.findByRole('cell', { name: 'Ava Thompson' });
    const box = canvas.getByRole('searchbox', { name: 'Search Users...' });
    await userEvent.type(box, 'grace');
    await expect(box).toHaveValue('grace');
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(2));
    await expect(canvas.getByRole('cell', { name: 'Grace Miller' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  },
};

export const ToggleActive: Story = {
  tags: ['role:salon', 'state:default'],
  play: playSwitch(rowOf, 'Ava Thompson', 'Ava Thompson active', 'User disabled successfully'),
};

export const LoadError: Story = {
  tags: ['role:salon', 'state:error'],
  parameters: { msw: { handlers: { users: [clientFailures.listError, ...clientHandlers()] } } },
  play: async ({ canvasElement }) => {
    await expectAlert(canvasElement, 'Could not load the users, please try again');
    await expect(screen.queryByRole('table')).toBeNull();
  },
};

/** The Users list on a 390 px phone: the table scrolls inside its card, the page does not. */
export const SalonPhone: Story = {
  ...PHONE_STORY,
  tags: ['role:salon', 'state:default', 'viewport:phone'],
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, 'Ava Thompson');
    await expect(within(canvasElement).getByRole('button', { name: 'Add New User' })).toBeVisible();
    await expectNoSidewaysScroll();
  },
};

/**
 * The Users list in the admin frame on a 1440 × 900 laptop: the whole table, its last column
 * (Message) included, fits its card without scrolling sideways.
 */
export const SalonWide: Story = {
  ...WIDE_STORY,
  tags: ['role:salon', 'state:default', 'viewport:wide'],
  render: () => (
    <Routes>
      <Route element={<AdminFrameContainer />}>
        <Route path="*" element={renderUsers()} />
      </Route>
    </Routes>
  ),
  parameters: { layout: 'fullscreen', routePath: '*' },
  beforeEach: () => {
    // The frame remembers a collapsed sidebar: this story shows the default, open one.
    localStorage.removeItem('salon.frame-layout');
  },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(1440);
    const row = await rowOf(canvasElement, 'Ava Thompson');
    const table = within(canvasElement).getByRole('table', { name: 'Users' });
    const card = table.parentElement!;
    const headers = within(table).getAllByRole('columnheader');
    await expect(headers.at(-1)).toHaveTextContent('Message');
    await expectInside(headers.at(-1)!, card);
    await expectInside(row.getByRole('button', { name: 'Send Message' }), card);
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    // Nothing is hidden to make it fit: every column and the whole e-mail address.
    await expect(headers.map((header) => header.textContent)).toEqual(ALL_COLUMNS);
    await expect(row.getByRole('cell', { name: 'ava.thompson@example.com' })).toBeVisible();
  },
};
