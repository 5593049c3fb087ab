export { StylistDeleteModal } from './StylistDeleteModal';
export type { StylistDeleteModalProps } from './StylistDeleteModal';
