export { VideoCategoryFormModal } from './VideoCategoryFormModal';
export type { VideoCategoryFormModalProps } from './VideoCategoryFormModal';
export type { VideoCategoryFormValues } from './validate-video-category';
