import { appSettingHandlers } from '@salon/api/mocks/handlers/app-settings';
import { authFailures, authHandlers } from '@salon/api/mocks/handlers/auth';
import type { Role } from '@salon/api/shared/schemas';
import { AdminFrameContainer } from '@salon/features/frame';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectRedirectedTo, expectDialogClosed } from '../support/expect';
import { clickButton } from '../support/form';
import { findDialog } from '../support/dialog';

type Args = { role: Role };

/** The sidebar's Log Out confirmation, opened from the frame (AdminFrameContainer) against MSW. */
const meta = {
  title: 'Catalogue/Frame/LogoutModal',
  tags: ['catalogue:logout-modal'],
  render: () => <AdminFrameContainer />,
  args: { role: 'salon' },
  parameters: {
    layout: 'fullscreen',
    route: '/',
    routePath: '/',
    msw: { handlers: { appSettings: appSettingHandlers() } },
  },
  // The frame remembers its layout in localStorage: every story starts from the default.
  beforeEach: () => {
    localStorage.removeItem('salon.frame-layout');
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openLogout(canvasElement: HTMLElement) {
  const nav = within(await within(canvasElement).findByRole('navigation', { name: 'Main' }));
  await userEvent.click(nav.getByRole('button', { name: 'Log Out' }));
  const dialog = await findDialog('Log Out');
  await expect(dialog.getByText('Are you sure you want to log out?')).toBeVisible();
  return dialog;
}

export const Default: Story = {
  tags: ['role:any', 'state:default'],
  play: async ({ canvasElement }) => {
    const dialog = await openLogout(canvasElement);
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Log Out' })).toBeVisible();
  },
};

export const Cancelled: Story = {
  tags: ['role:any', 'state:default'],
  play: async ({ canvasElement }) => {
    const dialog = await openLogout(canvasElement);
    await clickButton(dialog, 'Cancel');
    await expectDialogClosed();
  },
};

export const LoggedOut: Story = {
  tags: ['role:any', 'state:success'],
  play: async ({ canvasElement }) => {
    const dialog = await openLogout(canvasElement);
    await clickButton(dialog, 'Log Out');
    await expectRedirectedTo(canvasElement, '/login');
  },
};

/** A failed server call still signs out locally. */
export const LogoutCallFails: Story = {
  tags: ['role:any', 'state:error'],
  parameters: { msw: { handlers: { auth: [authFailures.logoutFails, ...authHandlers('salon')] } } },
  play: async ({ canvasElement }) => {
    const dialog = await openLogout(canvasElement);
    await clickButton(dialog, 'Log Out');
    await expectRedirectedTo(canvasElement, '/login');
  },
};
