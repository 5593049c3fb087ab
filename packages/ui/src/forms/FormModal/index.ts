export { FormModal } from './FormModal';
export type { FormModalProps, FormModalState } from './FormModal';
