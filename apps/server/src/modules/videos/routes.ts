import { MAX_VIDEO_BYTES } from '@salon/api/videos/schemas';
import {
  addVideo,
  addVideoView,
  createVideoCategory,
  deleteVideo,
  deleteVideoCategory,
  enableDisableVideo,
  enableDisableVideoCategory,
  getVideoById,
  getVideoCategories,
  getVideosBySalon,
  getVideoStylists,
} from '@salon/api/videos/endpoints';
import type { ContractRouter } from '../../http/contract-route';
import type { VideoService } from './service';

export function videoRoutes(route: ContractRouter, videos: VideoService): void {
  route(getVideosBySalon, async ({ viewer, query }) => ({ data: await videos.list(viewer, query) }));
  route(getVideoById, async ({ viewer, query }) => ({ data: await videos.get(viewer, query.videoID) }));
  route(addVideoView, async ({ viewer, query }) => ({
    data: { viewCount: await videos.addView(viewer, query.videoID) },
  }));
  route(
    addVideo,
    async ({ viewer, body, files }) => ({
      data: await videos.add(viewer, body, files.video),
      message: 'Video uploaded successfully',
    }),
    { uploads: { video: { kind: 'video', maxBytes: MAX_VIDEO_BYTES } } },
  );
  route(enableDisableVideo, async ({ viewer, query, body }) => ({
    data: null,
    message: await videos.setEnable(viewer, query.videoID, body.enable),
  }));
  route(deleteVideo, async ({ viewer, query }) => {
    await videos.remove(viewer, query.videoID);
    return { data: null, message: 'Video deleted successfully' };
  });
  route(getVideoStylists, async ({ viewer }) => ({ data: await videos.stylists(viewer) }));
  route(getVideoCategories, async ({ viewer, query }) => ({ data: await videos.categories(viewer, query) }));
  route(createVideoCategory, async ({ viewer, body }) => {
    const { category, message } = await videos.saveCategory(viewer, body);
    return { data: category, message };
  });
  route(enableDisableVideoCategory, async ({ viewer, query, body }) => ({
    data: null,
    message: await videos.setCategoryEnable(viewer, query.categoryId, body.enable),
  }));
  route(deleteVideoCategory, async ({ viewer, query }) => {
    await videos.removeCategory(viewer, query.categoryId);
    return { data: null, message: 'Category deleted successfully' };
  });
}
