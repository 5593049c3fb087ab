import type { PersonRef, Video, VideoCategory } from '../../videos/schemas';
import { daysFromNow } from '../clock';
import { SALON_ONE, userIdOf } from './auth';
import { fixedId } from '../builders';

export const videoCategoryId = (n: number) => fixedId('ca7e71de', n);
export const videoId = (n: number) => fixedId('71de0000', n);

/** A real, playable 4-second WebM would be too big for a fixture: stories point at a path MSW answers. */
export const MOCK_VIDEO_URL = '/mock-uploads/demo-clip.webm';

export function buildVideoCategory(n: number, overrides: Partial<VideoCategory> = {}): VideoCategory {
  return {
    _id: videoCategoryId(n),
    categoryName: `Category ${n}`,
    enable: true,
    createdAt: daysFromNow(-30 + n).toISOString(),
    ...overrides,
  };
}

export const videoCategories: VideoCategory[] = [
  buildVideoCategory(1, { categoryName: 'Tutorials' }),
  buildVideoCategory(2, { categoryName: 'Behind the Chair' }),
  buildVideoCategory(3, { categoryName: 'Product Reviews', enable: false }),
];

export const videoStylists: PersonRef[] = [
  { _id: '0e5e0000-0000-4000-8000-000000000010', name: 'James Carter' },
  { _id: '0e5e0000-0000-4000-8000-000000000011', name: 'Priya Shah' },
  { _id: userIdOf('stylist'), name: 'Stella Stylist' },
];

export function buildVideo(n: number, overrides: Partial<Video> = {}): Video {
  const category = videoCategories[(n - 1) % 2]!;
  return {
    _id: videoId(n),
    videoTitle: `Video ${n}`,
    videoDescription: 'A short technique video for the salon team and clients.',
    videoCategory: { _id: category._id, categoryName: category.categoryName },
    videoUrl: MOCK_VIDEO_URL,
    mimeType: 'video/webm',
    likeCount: (n * 7) % 30,
    viewCount: (n * 13) % 120,
    enable: true,
    uploadedBy: 'salon',
    salon: SALON_ONE._id,
    stylist: videoStylists[n % 3]!,
    createdAt: daysFromNow(-n).toISOString(),
    ...overrides,
  };
}

export const videos: Video[] = [
  buildVideo(1, {
    videoTitle: 'Blow-dry basics',
    videoDescription: 'Round-brush technique: section, lift at the root and finish with cool air.',
    likeCount: 12,
    viewCount: 48,
  }),
  buildVideo(2, {
    videoTitle: 'Balayage in five steps',
    videoDescription: 'Freehand painting for a soft, sun-kissed grow-out.',
  }),
  buildVideo(3, { videoTitle: 'Beach waves with a flat iron', enable: false }),
  buildVideo(4, {
    videoTitle: 'Fade with clippers',
    videoDescription: 'Guards 1 to 4 and blending the line.',
  }),
];

/** More videos than one page of 20. */
export function buildManyVideos(count: number): Video[] {
  return Array.from({ length: count }, (_, index) =>
    buildVideo(index + 1, { videoTitle: `Lesson ${index + 1}` }),
  );
}
