import { clientHandlers } from '@salon/api/mocks/handlers/clients';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { expectToast, openFromRow, type Args, renderUsers } from './users-story';
import { expectDialogClosed } from '../support/expect';

/** 'Delete User' of a /users row (UsersContainer) against MSW. */
const meta = {
  title: 'Catalogue/Users/UserDeleteModal',
  tags: ['catalogue:user-delete-modal'],
  render: renderUsers,
  args: { role: 'salon' },
  // A literal: Storybook reads the meta's parameters statically.
  parameters: { route: '/users', routePath: '/users', msw: { handlers: { users: clientHandlers() } } },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['role:any', 'state:default'],
  play: async ({ canvasElement }) => {
    const dialog = await openFromRow(canvasElement, 'Ava Thompson', 'Delete User', 'Delete User');
    await expect(dialog.getByText('Are you sure you want to delete this User?')).toBeVisible();
    await expect(dialog.getByText('Ava Thompson')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expectToast('User deleted successfully');
    await expectDialogClosed();
  },
};

export const Cancelled: Story = {
  tags: ['role:any', 'state:default'],
  play: async ({ canvasElement }) => {
    const dialog = await openFromRow(canvasElement, 'Ava Thompson', 'Delete User', 'Delete User');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expectDialogClosed();
  },
};
