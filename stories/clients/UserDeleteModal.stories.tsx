import type { Meta } from '@storybook/react-vite';
import { openFromRow, type Args, USERS_PAGE_META, usersParameters } from './users-story';
import type { UsersStory as Story } from './users-story';
import { expectDialogClosed } from '../support/expect';
import { clickButton } from '../support/form';
import { playDeleted } from '../support/plays';
import { fromRow } from '../support/table';

/** 'Delete User' of a /users row (UsersContainer) against MSW. */
export default {
  ...USERS_PAGE_META,
  parameters: { ...usersParameters() },
  title: 'Catalogue/Users/UserDeleteModal',
  tags: ['catalogue:user-delete-modal'],
} satisfies Meta<Args>;

export const Default: Story = {
  tags: ['role:any', 'state:default'],
  play: playDeleted(
    fromRow('Ava Thompson', 'Delete User'),
    ['Are you sure you want to delete this User?', 'Ava Thompson'],
    'User deleted successfully',
  ),
};

export const Cancelled: Story = {
  tags: ['role:any', 'state:default'],
  play: async ({ canvasElement }) => {
    const dialog = await openFromRow(canvasElement, 'Ava Thompson', 'Delete User');
    await clickButton(dialog, 'Cancel');
    await expectDialogClosed();
  },
};
