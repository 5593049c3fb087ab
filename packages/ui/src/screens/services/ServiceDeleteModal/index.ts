export { ServiceDeleteModal } from './ServiceDeleteModal';
export type { ServiceDeleteModalProps } from './ServiceDeleteModal';
