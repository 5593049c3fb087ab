import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { openFromRow, type Args, USERS_PAGE_META, usersParameters } from './users-story';
import type { UsersStory as Story } from './users-story';
import { clickButton } from '../support/form';
import { expectDoneAndClosed } from '../support/dialog';

/** 'Logout User' of a /users row: signs the client out of the mobile app. */
export default {
  ...USERS_PAGE_META,
  parameters: { ...usersParameters() },
  title: 'Catalogue/Users/UserLogoutModal',
  tags: ['catalogue:user-logout-modal'],
} satisfies Meta<Args>;

export const Default: Story = {
  tags: ['role:any', 'state:default'],
  play: async ({ canvasElement }) => {
    const dialog = await openFromRow(canvasElement, 'Grace Miller', 'Logout User');
    await expect(
      dialog.getByText('Are you sure you want to Log Out of this user for mobile app?'),
    ).toBeVisible();
    await clickButton(dialog, 'Log Out');
    await expectDoneAndClosed('Grace Miller was logged out of the mobile app');
  },
};
