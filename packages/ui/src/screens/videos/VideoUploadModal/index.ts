export { VideoUploadModal } from './VideoUploadModal';
export type { VideoOption, VideoUploadModalProps, VideoUploadValues } from './VideoUploadModal';
export { MAX_VIDEO_MEGABYTES } from './validate-video';
