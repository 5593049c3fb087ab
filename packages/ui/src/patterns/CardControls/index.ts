export { CardControls } from './CardControls';
export type { CardCapabilities, CardControlsProps, CardHandlers } from './CardControls';
