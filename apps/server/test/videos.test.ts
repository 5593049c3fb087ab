import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '@salon/api/shared/schemas';
import type { Video, VideoCategory } from '@salon/api/videos/schemas';
import { DEMO_USER_IDS } from '../src/seed/demo-data';
import { videoCategoryId, videoId } from '../src/seed/services-videos';
import type { LocalFileStorage } from '../src/storage/local-file-storage';
import { injectAs } from './helper';
import { useSession, useTestApp } from './use-test-app';

const t = useTestApp();
let folder: string;
const CLIP = await readFile(new URL('../src/seed/assets/demo-clip.webm', import.meta.url));

beforeAll(async () => {
  // Uploads land in a temporary folder (the service shares this storage instance).
  folder = await mkdtemp(join(tmpdir(), 'videos-test-'));
  Object.assign(t.container.storage as LocalFileStorage, { folder });
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});
const owner = useSession(t, 'owner@example.com');

const API = '/api/v1/video';

function form(fields: Record<string, string>, file?: { content: Buffer; name: string }): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  if (file) data.append('video', new Blob([new Uint8Array(file.content)]), file.name);
  return data;
}

const FIELDS = {
  videoTitle: 'Curtain bangs',
  videoDescription: 'Cutting soft curtain bangs in five steps.',
  videoCategory: videoCategoryId(2),
  stylist: DEMO_USER_IDS.stylist,
  uploadedBy: 'salon',
};

describe('videos', () => {
  it('uploads a video checked by content under a server-made name, lists, counts views, deletes with its file', async () => {
    const stylist = await injectAs(t.app, 'stylist@example.com');
    const uploaded = await stylist<Video>({
      method: 'POST',
      url: `${API}/add-video`,
      payload: form(FIELDS, { content: CLIP, name: '../../evil.php' }),
    });
    expect(uploaded).toMatchObject({
      statusCode: 200,
      body: {
        message: 'Video uploaded successfully',
        data: {
          videoTitle: 'Curtain bangs',
          videoCategory: { categoryName: 'Behind the Chair' },
          uploadedBy: 'stylist',
          mimeType: 'video/webm',
          stylist: { _id: DEMO_USER_IDS.stylist, name: 'Stella Romano' },
          viewCount: 0,
        },
      },
    });
    const url = uploaded.body.data.videoUrl;
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webm$/);
    const key = url.replace('/uploads/', '');
    expect(await t.container.storage.get(key)).not.toBeNull();

    const list = await owner<Paged<Video>>({
      method: 'GET',
      url: `${API}/get-video-by-salon?pageNumber=1&pageSize=20&filterValue=curtain`,
    });
    expect(list.body.data.result.map((video) => video._id)).toEqual([uploaded.body.data._id]);

    const id = uploaded.body.data._id;
    for (const expected of [1, 2]) {
      const view = await owner<{ viewCount: number }>({
        method: 'POST',
        url: `${API}/add-view?videoID=${id}`,
      });
      expect(view.body.data.viewCount).toBe(expected);
    }
    const read = await owner<Video>({ method: 'GET', url: `${API}/get-video-by-id?videoID=${id}` });
    expect(read.body.data.viewCount).toBe(2);

    // Stylists upload and watch; managing is for the salon's managers.
    const stylistDelete = await stylist({ method: 'DELETE', url: `${API}/delete-video?videoID=${id}` });
    expect(stylistDelete.statusCode).toBe(403);
    const disabled = await owner({
      method: 'PATCH',
      url: `${API}/enable-disable-video?videoID=${id}`,
      payload: { enable: false },
    });
    expect(disabled).toMatchObject({ statusCode: 200, body: { message: 'Video disabled' } });

    const deleted = await owner({ method: 'DELETE', url: `${API}/delete-video?videoID=${id}` });
    expect(deleted).toMatchObject({ statusCode: 200, body: { message: 'Video deleted successfully' } });
    expect(await t.container.storage.get(key)).toBeNull();
    const again = await owner({ method: 'GET', url: `${API}/get-video-by-id?videoID=${id}` });
    expect(again).toMatchObject({ statusCode: 404, body: { message: 'Video not found' } });
  });

  it('refuses a file that is not a video, and a missing file, with 400', async () => {
    const html = await owner({
      method: 'POST',
      url: `${API}/add-video`,
      payload: form(FIELDS, { content: Buffer.from('<html><script>alert(1)</script>'), name: 'clip.mp4' }),
    });
    expect(html).toMatchObject({
      statusCode: 400,
      body: { message: 'video: must be a video (MP4, WebM, MOV or Ogg)' },
    });
    const missing = await owner({ method: 'POST', url: `${API}/add-video`, payload: form(FIELDS) });
    expect(missing).toMatchObject({ statusCode: 400, body: { message: 'Please select a video' } });
    const noTitle = await owner({
      method: 'POST',
      url: `${API}/add-video`,
      payload: form({ ...FIELDS, videoTitle: '' }, { content: CLIP, name: 'a.webm' }),
    });
    expect(noTitle).toMatchObject({ statusCode: 400, body: { message: 'videoTitle: must not be empty' } });
  });

  it("answers 404 for another salon's category, stylist or video", async () => {
    const category = await owner({
      method: 'POST',
      url: `${API}/add-video`,
      payload: form({ ...FIELDS, videoCategory: videoCategoryId(11) }, { content: CLIP, name: 'a.webm' }),
    });
    expect(category).toMatchObject({ statusCode: 404, body: { message: 'Video category not found' } });
    const stylist = await owner({
      method: 'POST',
      url: `${API}/add-video`,
      payload: form(
        { ...FIELDS, stylist: '0e5e0000-0000-4000-8000-000000000018' },
        { content: CLIP, name: 'a.webm' },
      ),
    });
    expect(stylist).toMatchObject({ statusCode: 404, body: { message: 'Stylist not found' } });
    const video = await owner({ method: 'GET', url: `${API}/get-video-by-id?videoID=${videoId(11)}` });
    expect(video.statusCode).toBe(404);
  });

  it('lists enabled stylists for the upload form', async () => {
    const answer = await owner<Array<{ name: string }>>({ method: 'GET', url: `${API}/get-stylist-options` });
    const names = answer.body.data.map((stylist) => stylist.name);
    expect(names).toEqual(expect.arrayContaining(['James Carter', 'Priya Shah', 'Stella Romano']));
    expect(names).not.toContain('Anna Schmidt'); // Second Salon's
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });
});

describe('video categories', () => {
  /** Creates a category, or renames the one `categoryID` names, as the owner. */
  const saveCategory = (payload: Record<string, unknown>) =>
    owner<VideoCategory>({ method: 'POST', url: `${API}/create-category`, payload });

  it('creates, renames, refuses duplicates, toggles and deletes; 409 while videos use one', async () => {
    const created = await saveCategory({ categoryName: 'Colour Tips' });
    expect(created).toMatchObject({ statusCode: 200, body: { message: 'Category added successfully' } });
    const duplicate = await saveCategory({ categoryName: 'colour tips' });
    expect(duplicate).toMatchObject({
      statusCode: 409,
      body: { message: 'A video category with this name already exists' },
    });
    const id = created.body.data._id;
    const renamed = await saveCategory({ categoryID: id, categoryName: 'Colour Secrets' });
    expect(renamed.body.data.categoryName).toBe('Colour Secrets');
    const toggled = await owner({
      method: 'PATCH',
      url: `${API}/enable-disable-category?categoryId=${id}`,
      payload: { enable: false },
    });
    expect(toggled.body.message).toBe('Category disabled');
    const list = await owner<Paged<VideoCategory>>({
      method: 'GET',
      url: `${API}/get-category?pageNumber=1&pageSize=20&filterValue=secrets`,
    });
    expect(list.body.data.result).toMatchObject([{ categoryName: 'Colour Secrets', enable: false }]);

    const inUse = await owner({
      method: 'DELETE',
      url: `${API}/delete-category?categoryId=${videoCategoryId(1)}`,
    });
    expect(inUse).toMatchObject({ statusCode: 409, body: { code: 'category_in_use' } });
    const deleted = await owner({ method: 'DELETE', url: `${API}/delete-category?categoryId=${id}` });
    expect(deleted).toMatchObject({ statusCode: 200, body: { message: 'Category deleted successfully' } });
  });

  it('refuses an empty name and a disabled category for uploads', async () => {
    const empty = await saveCategory({ categoryName: ' ' });
    expect(empty).toMatchObject({ statusCode: 400, body: { message: 'categoryName: must not be empty' } });
    const disabled = await owner({
      method: 'POST',
      url: `${API}/add-video`,
      payload: form({ ...FIELDS, videoCategory: videoCategoryId(3) }, { content: CLIP, name: 'a.webm' }),
    });
    expect(disabled).toMatchObject({ statusCode: 400, body: { message: 'This video category is disabled' } });
  });
});
