import { appVersionHandlers } from '@salon/api/mocks/handlers/app-versions';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { rowOf, type Args, renderAppVersions } from './app-versions-story';
import { expectDialogClosed, expectToast } from '../support/expect';

/** Delete of a disabled /appversion row (AppVersionsContainer) against MSW. */
const meta = {
  title: 'Catalogue/AppVersions/AppVersionDeleteModal',
  tags: ['catalogue:app-version-delete-modal'],
  render: renderAppVersions,
  args: { role: 'admin' },
  // A literal: Storybook reads the meta's parameters statically.
  parameters: {
    route: '/appversion',
    routePath: '/appversion',
    msw: { handlers: { appVersions: appVersionHandlers() } },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['role:admin', 'state:default'],
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'Security fixes for signing in.');
    await userEvent.click(row.getByRole('button', { name: 'Delete App Version' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete App Version' }));
    await expect(dialog.getByText('Are you sure you want to delete this App Version?')).toBeVisible();
    await expect(dialog.getByText('Android 2.3.1 / iOS 2.3.2')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expectToast('App version deleted successfully');
    await expectDialogClosed();
  },
};
