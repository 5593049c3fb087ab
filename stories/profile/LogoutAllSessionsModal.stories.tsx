import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectRedirectedTo, expectToast } from '../support/expect';
import { clickButton } from '../support/form';
import { findDialog } from '../support/dialog';
import { type Args, PROFILE_PAGE_META, profileParameters } from './profile-story';

/** 'Log Out of All Sessions' opened from My Profile (MyProfileContainer) against MSW. */
const meta = {
  ...PROFILE_PAGE_META,
  parameters: { ...profileParameters() },
  title: 'Catalogue/Profile/LogoutAllSessionsModal',
  tags: ['catalogue:logout-all-sessions-modal'],
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openConfirm(canvasElement: HTMLElement) {
  await userEvent.click(
    await within(canvasElement).findByRole('button', { name: 'Log Out of All Sessions' }),
  );
  const dialog = await findDialog('Log Out of All Sessions');
  await expect(dialog.getByText(/will be signed out/)).toBeVisible();
  return dialog;
}

export const Default: Story = {
  tags: ['role:any', 'state:default'],
  play: async ({ canvasElement }) => {
    const dialog = await openConfirm(canvasElement);
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

export const SignedOutEverywhere: Story = {
  tags: ['role:any', 'state:success'],
  play: async ({ canvasElement }) => {
    const dialog = await openConfirm(canvasElement);
    await clickButton(dialog, 'Log Out of All Sessions');
    await expectToast('Logged out of all sessions');
    await expectRedirectedTo(canvasElement, '/login');
  },
};
