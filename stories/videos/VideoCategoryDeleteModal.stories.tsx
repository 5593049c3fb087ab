import { videoHandlers } from '@salon/api/mocks/handlers/videos';
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { rowOf, type Args, VIDEO_CATEGORIES_PAGE_META, videoCategoriesParameters } from './videos-story';
import type { VideoCategoriesStory as Story } from './videos-story';
import { expectToast } from '../support/expect';
import { clickButton } from '../support/form';
import { findDialog } from '../support/dialog';

export default {
  ...VIDEO_CATEGORIES_PAGE_META,
  parameters: { ...videoCategoriesParameters() },
  title: 'Catalogue/Videos/VideoCategoryDeleteModal',
  tags: ['catalogue:video-category-delete-modal'],
} satisfies Meta<Args>;

async function openDelete(canvasElement: HTMLElement, name: string) {
  const row = await rowOf(canvasElement, name);
  await userEvent.click(row.getByRole('button', { name: `Delete ${name}` }));
  return findDialog('Delete Category');
}

export const Default: Story = {
  tags: ['role:any', 'state:default'],
  parameters: { msw: { handlers: { videos: videoHandlers() } } },
  play: async ({ canvasElement }) => {
    const dialog = await openDelete(canvasElement, 'Product Reviews');
    await expect(dialog.getByText('Are you sure you want to delete this Category?')).toBeVisible();
    await clickButton(dialog, 'Delete');
    await expectToast('Category deleted successfully');
    await waitFor(() =>
      expect(within(canvasElement).queryByRole('cell', { name: 'Product Reviews' })).toBeNull(),
    );
  },
};

/** A category that videos use: the server's 409 message. */
export const InUse: Story = {
  tags: ['role:any', 'state:default'],
  parameters: { msw: { handlers: { videos: videoHandlers() } } },
  play: async ({ canvasElement }) => {
    const dialog = await openDelete(canvasElement, 'Tutorials');
    await clickButton(dialog, 'Delete');
    await expectToast(/This category is used by videos/);
  },
};
