import { http, HttpResponse } from 'msw';
import * as endpoints from '../../videos/endpoints';
import type { CreateCategoryBody, Video, VideoCategory } from '../../videos/schemas';
import { FIXED_NOW } from '../clock';
import {
  MOCK_VIDEO_URL,
  videoCategories as defaultCategories,
  videoCategoryId,
  videos as defaultVideos,
  videoStylists,
} from '../factories/videos';
import { fail, mockEndpoint, mockPending, ok } from '../http';
import { pageOfRequest } from '../paging';
import { fixedId } from '../builders';
import type { AnyHandler } from 'msw';
import { stateful } from '../stateful';

const filterOf = (url: URL) => (url.searchParams.get('filterValue') ?? '').trim().toLowerCase();

/** The videos area against in-memory copies (fresh per call): writes change what the next read returns. */
export function videoHandlers(
  options: { videos?: Video[]; categories?: VideoCategory[] } = {},
): AnyHandler[] {
  let videos = structuredClone(options.videos ?? defaultVideos);
  let categories = structuredClone(options.categories ?? defaultCategories);
  let created = 0;
  const find = (url: URL) => videos.find((video) => video._id === url.searchParams.get('videoID'));

  return stateful(
    () => videoHandlers(options),
    [
      // The player's file: no real media in the fixtures, so it answers an empty WebM the player rejects quietly.
      http.get(`*${MOCK_VIDEO_URL}`, () => new HttpResponse(null, { status: 404 })),
      mockEndpoint(endpoints.getVideosBySalon, ({ request }) => {
        const url = new URL(request.url);
        const filter = filterOf(url);
        const rows = videos.filter(
          (video) =>
            !filter ||
            [video.videoTitle, video.videoDescription, video.videoCategory.categoryName].some((text) =>
              text.toLowerCase().includes(filter),
            ),
        );
        return ok(pageOfRequest(rows, url));
      }),
      mockEndpoint(endpoints.getVideoById, ({ request }) => {
        const video = find(new URL(request.url));
        return video ? ok(video) : fail(404, 'Video not found');
      }),
      mockEndpoint(endpoints.addVideoView, ({ request }) => {
        const video = find(new URL(request.url));
        if (!video) return fail(404, 'Video not found');
        video.viewCount += 1;
        return ok({ viewCount: video.viewCount });
      }),
      mockEndpoint(endpoints.addVideo, async ({ request }) => {
        const form = await request.formData();
        const file = form.get('video');
        if (!(file instanceof File)) return fail(400, 'Please select a video');
        const category = categories.find((item) => item._id === form.get('videoCategory'));
        if (!category) return fail(404, 'Video category not found');
        const stylist = videoStylists.find((item) => item._id === form.get('stylist')) ?? null;
        const video: Video = {
          _id: fixedId('71de0000', 0x900 + ++created),
          videoTitle: String(form.get('videoTitle')),
          videoDescription: String(form.get('videoDescription')),
          videoCategory: { _id: category._id, categoryName: category.categoryName },
          videoUrl: MOCK_VIDEO_URL,
          mimeType: file.type || 'video/mp4',
          likeCount: 0,
          viewCount: 0,
          enable: true,
          uploadedBy: 'salon',
          salon: videos[0]?.salon ?? '5a1f0000-0000-4000-8000-000000000001',
          stylist,
          createdAt: FIXED_NOW.toISOString(),
        };
        videos = [video, ...videos];
        return ok(video, 'Video uploaded successfully');
      }),
      mockEndpoint(endpoints.enableDisableVideo, async ({ request }) => {
        const video = find(new URL(request.url));
        if (!video) return fail(404, 'Video not found');
        const { enable } = (await request.json()) as { enable: boolean };
        video.enable = enable;
        return ok(null, enable ? 'Video enabled' : 'Video disabled');
      }),
      mockEndpoint(endpoints.deleteVideo, ({ request }) => {
        const video = find(new URL(request.url));
        if (!video) return fail(404, 'Video not found');
        videos = videos.filter((item) => item !== video);
        return ok(null, 'Video deleted successfully');
      }),
      mockEndpoint(endpoints.getVideoStylists, () => ok(videoStylists)),
      mockEndpoint(endpoints.getVideoCategories, ({ request }) => {
        const url = new URL(request.url);
        const filter = filterOf(url);
        return ok(
          pageOfRequest(
            categories.filter((item) => item.categoryName.toLowerCase().includes(filter)),
            url,
          ),
        );
      }),
      mockEndpoint(endpoints.createVideoCategory, async ({ request }) => {
        const body = (await request.json()) as CreateCategoryBody;
        const name = body.categoryName.trim();
        if (
          categories.some(
            (item) => item.categoryName.toLowerCase() === name.toLowerCase() && item._id !== body.categoryID,
          )
        ) {
          return fail(409, 'A video category with this name already exists');
        }
        const existing = categories.find((item) => item._id === body.categoryID);
        if (existing) {
          existing.categoryName = name;
          return ok(existing, 'Category updated successfully');
        }
        const category: VideoCategory = {
          _id: videoCategoryId(900 + ++created),
          categoryName: name,
          enable: true,
          createdAt: FIXED_NOW.toISOString(),
        };
        categories = [...categories, category];
        return ok(category, 'Category added successfully');
      }),
      mockEndpoint(endpoints.enableDisableVideoCategory, async ({ request }) => {
        const category = categories.find(
          (item) => item._id === new URL(request.url).searchParams.get('categoryId'),
        );
        if (!category) return fail(404, 'Video category not found');
        const { enable } = (await request.json()) as { enable: boolean };
        category.enable = enable;
        return ok(null, enable ? 'Category enabled' : 'Category disabled');
      }),
      mockEndpoint(endpoints.deleteVideoCategory, ({ request }) => {
        const id = new URL(request.url).searchParams.get('categoryId');
        if (videos.some((video) => video.videoCategory._id === id)) {
          return fail(
            409,
            'This category is used by videos. Delete those videos or move them to another category first.',
            'category_in_use',
          );
        }
        if (!categories.some((item) => item._id === id)) return fail(404, 'Video category not found');
        categories = categories.filter((item) => item._id !== id);
        return ok(null, 'Category deleted successfully');
      }),
    ],
  );
}

export const videoFailures = {
  listLoading: mockPending(endpoints.getVideosBySalon),
  listEmpty: mockEndpoint(endpoints.getVideosBySalon, () =>
    ok({ result: [], totalCount: 0, totalPageSize: 0 }),
  ),
  detailLoading: mockPending(endpoints.getVideoById),
  uploadPending: mockPending(endpoints.addVideo),
  categoriesLoading: mockPending(endpoints.getVideoCategories),
  categoriesEmpty: mockEndpoint(endpoints.getVideoCategories, () =>
    ok({ result: [], totalCount: 0, totalPageSize: 0 }),
  ),
};
