export { DeleteSlotModal } from './DeleteSlotModal';
export type { DeleteSlotModalProps } from './DeleteSlotModal';
