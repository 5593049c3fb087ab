import type { Meta } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { rowOf, type Args, APP_VERSIONS_PAGE_META, appVersionsParameters } from './app-versions-story';
import type { AppVersionsStory as Story } from './app-versions-story';
import { confirmDelete, findDialog } from '../support/dialog';
import { expectTexts } from '../support/expect';

/** Delete of a disabled /appversion row (AppVersionsContainer) against MSW. */
export default {
  ...APP_VERSIONS_PAGE_META,
  parameters: { ...appVersionsParameters() },
  title: 'Catalogue/AppVersions/AppVersionDeleteModal',
  tags: ['catalogue:app-version-delete-modal'],
} satisfies Meta<Args>;

export const Default: Story = {
  tags: ['role:admin', 'state:default'],
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'Security fixes for signing in.');
    await userEvent.click(row.getByRole('button', { name: 'Delete App Version' }));
    const dialog = await findDialog('Delete App Version');
    await expectTexts(dialog, [
      'Are you sure you want to delete this App Version?',
      'Android 2.3.1 / iOS 2.3.2',
    ]);
    await confirmDelete(dialog, 'App version deleted successfully');
  },
};
