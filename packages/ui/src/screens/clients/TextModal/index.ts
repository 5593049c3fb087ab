export { TextModal } from './TextModal';
export type { TextModalProps } from './TextModal';
export { requiredText } from './validate-text';
