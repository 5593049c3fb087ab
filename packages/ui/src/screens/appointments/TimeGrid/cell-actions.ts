import type { CalendarAppointmentView, CalendarSlotView, WallClockTime } from '../calendar-model';
import type { AppointmentActions } from './AppointmentChip';

export interface SlotActions {
  onCreateSlot: (at: WallClockTime) => void;
  onBookSlot: (slot: CalendarSlotView) => void;
  onUpdateSlot: (slot: CalendarSlotView) => void;
  onDeleteSlot: (slot: CalendarSlotView) => void;
  onUnblockSlot: (slot: CalendarSlotView) => void;
}

/** All that a grid cell asks of the screen: its slot's and appointments' actions, and a drop on it. */
export interface CellActions extends SlotActions, AppointmentActions {
  /** A dragged appointment dropped on a cell (allowed by the 15-minute rule). */
  onDropAppointment: (appointment: CalendarAppointmentView, to: WallClockTime) => void;
}

const CELL_ACTION_KEYS = [
  'onCreateSlot',
  'onBookSlot',
  'onUpdateSlot',
  'onDeleteSlot',
  'onUnblockSlot',
  'onEdit',
  'onMove',
  'onDelete',
  'onWaitlist',
  'onNoShow',
  'onCheckout',
  'onDropAppointment',
] as const satisfies readonly (keyof CellActions)[];

// Fails to compile when an action is added to CellActions but not to the list above.
const everyAction: Exclude<keyof CellActions, (typeof CELL_ACTION_KEYS)[number]> extends never
  ? true
  : never = true;
void everyAction;

/** The cell actions out of a component's props, to hand down the grid as they are. */
export function cellActions(props: CellActions): CellActions {
  return Object.fromEntries(CELL_ACTION_KEYS.map((key) => [key, props[key]])) as unknown as CellActions;
}
