export { VideoCategoryDeleteModal } from './VideoCategoryDeleteModal';
export type { VideoCategoryDeleteModalProps } from './VideoCategoryDeleteModal';
