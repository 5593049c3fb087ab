export { DeleteModal } from './DeleteModal';
export type { DeleteModalProps } from './DeleteModal';
