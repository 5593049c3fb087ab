export { SlotGrid, slotStatusText } from './SlotGrid';
export type { SlotGridProps, SlotGridStylist, SlotStatusText, SlotStatusView, SlotView } from './SlotGrid';
export { statusCss } from './SlotGrid.styles';
