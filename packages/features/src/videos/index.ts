export { VideoCategoriesContainer, VIDEO_CATEGORIES_PAGE_SIZE } from './VideoCategoriesContainer';
export { VideoDetailContainer } from './VideoDetailContainer';
export { VideosContainer, VIDEOS_PAGE_SIZE } from './VideosContainer';
export { VIDEO_CATEGORIES_ROLES, videosCapabilities, VIDEOS_ROLES } from './policies';
