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

/**
 * Actions that keep their identity from render to render and call the handlers of the latest props, so a
 * memoised cell re-renders only when what it shows changes (a page of 250 cells otherwise redraws them all
 * whenever the page's state changes, a modal's typing included). An optional action stays absent while
 * the latest props leave it out.
 */
export function stableCellActions(latest: { current: CellActions }, stable: CellActions): CellActions {
  const { onNoShow, onCheckout, ...always } = stable;
  return {
    ...always,
    ...(latest.current.onNoShow && onNoShow ? { onNoShow } : {}),
    ...(latest.current.onCheckout && onCheckout ? { onCheckout } : {}),
  };
}

/** Handlers made once that call `latest.current`'s (for `stableCellActions`). */
export function forwardingCellActions(latest: { current: CellActions }): CellActions {
  return Object.fromEntries(
    CELL_ACTION_KEYS.map((key) => [
      key,
      (...args: unknown[]) => (latest.current[key] as ((...a: unknown[]) => void) | undefined)?.(...args),
    ]),
  ) as unknown as CellActions;
}
