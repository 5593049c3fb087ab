import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { openFromRow, type Args, STYLISTS_PAGE_META, stylistsParameters } from './stylists-story';
import type { StylistsStory as Story } from './stylists-story';
import { clickButton } from '../support/form';
import { expectDoneAndClosed } from '../support/dialog';

/** Reset Password from /stylist (StylistsContainer) against MSW; /salon uses the same modal. */
export default {
  ...STYLISTS_PAGE_META,
  parameters: { ...stylistsParameters() },
  title: 'Catalogue/Stylists/ResetPasswordModal',
  tags: ['catalogue:reset-password-modal'],
} satisfies Meta<Args>;

export const Default: Story = {
  tags: ['role:any', 'state:default'],
  play: async ({ canvasElement }) => {
    const dialog = await openFromRow(
      canvasElement,
      'Stella Romano',
      'Reset Password of Stella Romano',
      'Reset Password',
    );
    await expect(dialog.getByText('Are you sure you want to reset password of this user?')).toBeVisible();
    // The old text's typo ('genrated') is corrected.
    await expect(
      dialog.getByText("We'll send the auto generated password to user email address."),
    ).toBeVisible();
    await clickButton(dialog, 'Yes');
    await expectDoneAndClosed('A new password has been sent to stylist@example.com');
  },
};
