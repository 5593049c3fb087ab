export { byMode, FormModal, formModalOf } from './FormModal';
export type { FormModalFrame, FormModalProps, FormModalState, FormModalTexts, FormMode } from './FormModal';
