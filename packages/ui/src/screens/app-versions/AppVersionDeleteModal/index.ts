export { AppVersionDeleteModal } from './AppVersionDeleteModal';
export type { AppVersionDeleteModalProps } from './AppVersionDeleteModal';
