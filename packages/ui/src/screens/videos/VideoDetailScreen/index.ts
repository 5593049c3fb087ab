export { VideoDetailScreen } from './VideoDetailScreen';
export type { VideoDetailScreenProps, VideoDetailState, VideoDetailView } from './VideoDetailScreen';
