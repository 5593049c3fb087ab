export { UnblockSlotModal } from './UnblockSlotModal';
export type { UnblockSlotModalProps } from './UnblockSlotModal';
