export { VOID_MESSAGES, VoidSaleModal } from './VoidSaleModal';
export type { VoidSaleModalProps } from './VoidSaleModal';
