import type { Meta, StoryObj } from '@storybook/react-vite';
import { openFromRow, type Args, USERS_PAGE_META, usersParameters } from './users-story';
import { expectDialogClosed, expectTexts } from '../support/expect';
import { clickButton } from '../support/form';
import { confirmDelete } from '../support/dialog';

/** 'Delete User' of a /users row (UsersContainer) against MSW. */
const meta = {
  ...USERS_PAGE_META,
  parameters: { ...usersParameters() },
  title: 'Catalogue/Users/UserDeleteModal',
  tags: ['catalogue:user-delete-modal'],
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['role:any', 'state:default'],
  play: async ({ canvasElement }) => {
    const dialog = await openFromRow(canvasElement, 'Ava Thompson', 'Delete User');
    await expectTexts(dialog, ['Are you sure you want to delete this User?', 'Ava Thompson']);
    await confirmDelete(dialog, 'User deleted successfully');
  },
};

export const Cancelled: Story = {
  tags: ['role:any', 'state:default'],
  play: async ({ canvasElement }) => {
    const dialog = await openFromRow(canvasElement, 'Ava Thompson', 'Delete User');
    await clickButton(dialog, 'Cancel');
    await expectDialogClosed();
  },
};
