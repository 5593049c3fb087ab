export { PosTipSection } from './PosTipSection';
export type { PosTipSectionProps } from './PosTipSection';
