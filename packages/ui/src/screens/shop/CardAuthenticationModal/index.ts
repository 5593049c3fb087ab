export { CardAuthenticationModal } from './CardAuthenticationModal';
export type { CardAuthenticationModalProps } from './CardAuthenticationModal';
