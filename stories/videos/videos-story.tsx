import type { Role } from '@salon/api/shared/schemas';
import { within } from 'storybook/test';
import { openDialog } from '../support/dialog';
import { videoHandlers } from '@salon/api/mocks/handlers/videos';
import { videoCategoriesPage, videosPage } from '../support/pages';
import { pageParameters } from '../support/page-meta';
import type { Meta, StoryObj } from '@storybook/react-vite';

export type Args = { role: Role };

export {
  videoCategoriesPage as renderVideoCategories,
  videoDetailPage as renderVideoDetail,
  videosPage as renderVideos,
} from '../support/pages';

/** The card of the video titled `title`. */
export async function cardOf(canvasElement: HTMLElement, title: string) {
  return within(await within(canvasElement).findByRole('listitem', { name: title }, { timeout: 4000 }));
}

export async function rowOf(canvasElement: HTMLElement, name: string) {
  const cell = await within(canvasElement).findByRole('cell', { name }, { timeout: 4000 });
  return within(cell.closest('tr')!);
}

export const openUpload = (canvasElement: HTMLElement) => openDialog(canvasElement, 'Upload Video');

/** A tiny file the browser reports as a video (the mock server takes it; the real one sniffs content). */
export const clip = () =>
  new File([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])], 'clip.webm', { type: 'video/webm' });

/** Every /videos story's page and viewer: the guarded page as the salon's owner sees it. */
export const VIDEOS_PAGE_META = { render: videosPage, args: { role: 'salon' } } satisfies Meta<Args>;
/** The story type of the files whose meta spreads `VIDEOS_PAGE_META`. */
export type VideosStory = StoryObj<typeof VIDEOS_PAGE_META>;
/** Every /videos story's address and handlers (a literal meta's `parameters: { ...videosParameters() }`). */
export const videosParameters = () => pageParameters({ videos: videoHandlers() }, '/videos');

/** Every /video-categories story's page and viewer: the guarded page as the salon's owner sees it. */
export const VIDEO_CATEGORIES_PAGE_META = {
  render: videoCategoriesPage,
  args: { role: 'salon' },
} satisfies Meta<Args>;
/** The story type of the files whose meta spreads `VIDEO_CATEGORIES_PAGE_META`. */
export type VideoCategoriesStory = StoryObj<typeof VIDEO_CATEGORIES_PAGE_META>;
/** Every /video-categories story's address and handlers (a literal meta's `parameters: { ...videoCategoriesParameters() }`). */
export const videoCategoriesParameters = () =>
  pageParameters({ videos: videoHandlers() }, '/video-categories');
