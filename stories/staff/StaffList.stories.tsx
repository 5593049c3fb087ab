import { allSalonsStaff } from '@salon/api/mocks/factories/staff';
import { staffFailures, staffHandlers } from '@salon/api/mocks/handlers/staff';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectToast, openFromRow, rowOf, type Args, STAFF_PAGE_META, staffParameters } from './staff-story';
import { clickButton, typeInto } from '../support/form';
import { expectDoneAndClosed } from '../support/dialog';
import { playAlert, playTableBusy } from '../support/plays';

/** /salon-role-manger through StaffContainer against MSW: the list per role and state (spec 1 §2, §6). */
const meta = {
  ...STAFF_PAGE_META,
  args: { role: 'superadmin' },
  parameters: { ...staffParameters() },
  title: 'Catalogue/Staff/StaffList',
  tags: ['catalogue:staff-list'],
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectColumns(canvasElement: HTMLElement, columns: string[]) {
  await rowOf(canvasElement, 'Mia Manager');
  await expect(
    within(canvasElement)
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  ).toEqual(columns);
}

/** Superadmin: the salon's managers plus the superadmin row, whose edit, password and delete are hidden. */
export const Superadmin: Story = {
  tags: ['role:superadmin', 'state:default'],
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'Salon Staff' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search Salon' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Salon User' })).toBeVisible();
    await expectColumns(canvasElement, [
      '#',
      'Name',
      'Email',
      'Phone',
      'Address',
      'Role',
      'Active',
      'Action',
    ]);
    const manager = await rowOf(canvasElement, 'Mia Manager');
    for (const action of ['Edit', 'Change Password of', 'Delete']) {
      await expect(manager.getByRole('button', { name: `${action} Mia Manager` })).toBeVisible();
    }
    await expect(manager.getByRole('cell', { name: 'Manager' })).toBeVisible();
    const superadmin = await rowOf(canvasElement, 'Sam Super');
    await expect(superadmin.queryAllByRole('button')).toHaveLength(0);
    // Only the platform admin may switch a superadmin (and nobody their own account).
    await expect(superadmin.getByRole('switch', { name: 'Sam Super active' })).toBeDisabled();
    await userEvent.click(manager.getByRole('switch', { name: 'Mia Manager active' }));
    await expectToast('Salon user disabled');
  },
};

/** The admin sees every salon's users with their salon, and may switch a superadmin row. */
export const Admin: Story = {
  tags: ['role:admin', 'state:default'],
  args: { role: 'admin' },
  parameters: { msw: { handlers: { staff: staffHandlers(allSalonsStaff) } } },
  play: async ({ canvasElement }) => {
    await expectColumns(canvasElement, [
      '#',
      'Name',
      'Salon',
      'Email',
      'Phone',
      'Address',
      'Role',
      'Active',
      'Action',
    ]);
    const other = await rowOf(canvasElement, 'Max Manager');
    await expect(other.getByRole('cell', { name: 'Second Salon' })).toBeVisible();
    const superadmin = await rowOf(canvasElement, 'Sam Super');
    await expect(superadmin.queryByRole('button', { name: 'Edit Sam Super' })).toBeNull();
    await expect(superadmin.getByRole('switch', { name: 'Sam Super active' })).toBeEnabled();
  },
};

/** The salon owner manages the salon's managers; change password sets a new one (byAdmin, no current). */
export const Salon: Story = {
  tags: ['role:salon', 'state:default'],
  args: { role: 'salon' },
  parameters: {
    msw: {
      handlers: { staff: staffHandlers(allSalonsStaff.filter((m) => m.role === 'manager').slice(0, 2)) },
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openFromRow(
      canvasElement,
      'Mia Manager',
      'Change Password of Mia Manager',
      'Change Password',
    );
    await expect(dialog.queryByLabelText('Current password')).toBeNull();
    await clickButton(dialog, 'Change Password');
    await expect(await dialog.findByText('Please enter password')).toBeVisible();
    await typeInto(dialog, { 'New password': 'Strong8$', 'Confirm password': 'Strong8$' });
    await clickButton(dialog, 'Change Password');
    await expectDoneAndClosed('Password changed successfully');
  },
};

/** A manager (like a stylist) opening /salon-role-manger is sent to the dashboard. */
export const ManagerRedirected: Story = {
  tags: ['role:salon', 'state:default'],
  args: { role: 'manager' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('redirected-to')).toHaveTextContent('/');
  },
};

export const Loading: Story = {
  tags: ['role:admin', 'state:loading'],
  args: { role: 'admin' },
  parameters: { msw: { handlers: { staff: [staffFailures.listLoading, ...staffHandlers()] } } },
  play: playTableBusy,
};

export const Empty: Story = {
  tags: ['role:salon', 'state:empty'],
  args: { role: 'salon' },
  parameters: { msw: { handlers: { staff: [staffFailures.listEmpty, ...staffHandlers()] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('We could not find any salon user data.')).toBeVisible();
    await expect(canvas.getByText('No Data Found!')).toBeVisible();
  },
};

export const Error: Story = {
  tags: ['role:superadmin', 'state:error'],
  parameters: { msw: { handlers: { staff: [staffFailures.listError, ...staffHandlers()] } } },
  play: playAlert('Could not load the salon users'),
};
