import { authFailures, authHandlers } from '@salon/api/mocks/handlers/auth';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { expectAlerts, retype, clickButton } from '../support/form';
import { expectDoneAndClosed, openDialog, type Scope } from '../support/dialog';
import { type Args, PROFILE_PAGE_META, profileParameters } from './profile-story';

/** 'Change Password' opened from My Profile (MyProfileContainer) against MSW. */
const meta = {
  ...PROFILE_PAGE_META,
  parameters: { ...profileParameters() },
  title: 'Catalogue/Profile/ChangePasswordModal',
  tags: ['catalogue:change-password-modal'],
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const openForm = (canvasElement: HTMLElement) => openDialog(canvasElement, 'Change Password');

async function fill(dialog: Scope, current: string, next: string, confirm = next) {
  await userEvent.type(dialog.getByLabelText('Current password'), current);
  await userEvent.type(dialog.getByLabelText('New password'), next);
  await userEvent.type(dialog.getByLabelText('Confirm password'), confirm);
  await clickButton(dialog, 'Change Password');
}

export const Default: Story = {
  tags: ['role:any', 'state:default'],
  play: async ({ canvasElement }) => {
    const dialog = await openForm(canvasElement);
    await fill(dialog, 'Old-pass1!', 'New-pass1!');
    await expectDoneAndClosed('Password changed successfully');
  },
};

export const Validation: Story = {
  tags: ['role:any', 'state:validation'],
  play: async ({ canvasElement }) => {
    const dialog = await openForm(canvasElement);
    await clickButton(dialog, 'Change Password');
    await expectAlerts(dialog, ['Please enter current password', 'Please enter password']);
    // Seven characters fail (the old product let them pass), then strength, then the confirmation.
    await userEvent.type(dialog.getByLabelText('New password'), 'abc12!x');
    await expect(dialog.getByText('Password must be at least 8 characters')).toBeVisible();
    await retype(dialog, 'New password', 'abcdefgh1');
    await expect(dialog.getByText('Please enter valid password')).toBeVisible();
    await userEvent.type(dialog.getByLabelText('Confirm password'), 'abcdefgh2');
    await expect(dialog.getByText('Confirm password mismatch')).toBeVisible();
  },
};

export const WrongCurrentPassword: Story = {
  tags: ['role:any', 'state:error'],
  parameters: {
    msw: { handlers: { auth: [authFailures.changePasswordWrongCurrent, ...authHandlers('salon')] } },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openForm(canvasElement);
    await fill(dialog, 'Wrong-pass1!', 'New-pass1!');
    await expect(await dialog.findByText('Current password is incorrect')).toBeVisible();
  },
};
