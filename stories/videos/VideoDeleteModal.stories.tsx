import { videoHandlers } from '@salon/api/mocks/handlers/videos';
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { cardOf, type Args, VIDEOS_PAGE_META, videosParameters } from './videos-story';
import type { VideosStory as Story } from './videos-story';
import { expectToast } from '../support/expect';
import { clickButton } from '../support/form';
import { findDialog } from '../support/dialog';

export default {
  ...VIDEOS_PAGE_META,
  parameters: { ...videosParameters() },
  title: 'Catalogue/Videos/VideoDeleteModal',
  tags: ['catalogue:video-delete-modal'],
} satisfies Meta<Args>;

export const Default: Story = {
  tags: ['role:any', 'state:default'],
  parameters: { msw: { handlers: { videos: videoHandlers() } } },
  play: async ({ canvasElement }) => {
    const card = await cardOf(canvasElement, 'Fade with clippers');
    await userEvent.click(card.getByRole('button', { name: 'Delete Video' }));
    const dialog = await findDialog('Delete Video');
    await expect(dialog.getByText('Are you sure you want to delete this video?')).toBeVisible();
    await clickButton(dialog, 'Delete');
    await expectToast('Video deleted successfully');
    await waitFor(() =>
      expect(within(canvasElement).queryByRole('listitem', { name: 'Fade with clippers' })).toBeNull(),
    );
  },
};
