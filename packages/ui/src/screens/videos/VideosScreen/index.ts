export { VideosScreen } from './VideosScreen';
export type { VideoCardView, VideosCapabilities, VideosScreenProps, VideosState } from './VideosScreen';
