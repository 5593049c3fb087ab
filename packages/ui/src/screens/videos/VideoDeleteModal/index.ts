export { VideoDeleteModal } from './VideoDeleteModal';
export type { VideoDeleteModalProps } from './VideoDeleteModal';
