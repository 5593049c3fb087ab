export { NoShowChargeModal } from './NoShowChargeModal';
export type { NoShowChargeModalProps, NoShowChargeState } from './NoShowChargeModal';
