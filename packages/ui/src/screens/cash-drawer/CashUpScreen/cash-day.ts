/** A movement of cash in or out of the drawer (the contract's `CashMovement`). */
export interface CashMovementView {
  _id: string;
  kind: 'in' | 'out';
  amountMinor: number;
  reason: string;
  byName: string;
  createdAt: string;
}

/** A day of the drawer, in the contract's shape (`CashDay`): minor units of `currency`. */
export interface CashDayView {
  date: string;
  status: 'not-opened' | 'open' | 'closed';
  currency: string;
  floatMinor: number;
  cashSalesMinor: number;
  cashRefundsMinor: number;
  cashInMinor: number;
  cashOutMinor: number;
  expectedMinor: number;
  countedMinor: number | null;
  differenceMinor: number | null;
  note: string;
  movements: readonly CashMovementView[];
  openedAt: string | null;
  openedByName: string;
  closedAt: string | null;
  closedByName: string;
}

export type CashUpState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; day: CashDayView };

/** Which write is under way. */
export type CashDrawerWrite = 'open' | 'move' | 'close' | null;

export interface CashUpScreenProps {
  state: CashUpState;
  locale: string;
  busy: CashDrawerWrite;
  /** The server's refusal of the last write, beside its form. */
  errors: Partial<Record<'open' | 'move' | 'close', string | null>>;
  /** The server's words for a count that differs without a note (the contract's `noteNeeded`). */
  noteNeededMessage: string;
  onOpen: (floatMinor: number) => void;
  onMove: (movement: { kind: 'in' | 'out'; amountMinor: number; reason: string }) => void;
  onClose: (cashUp: { countedMinor: number; note?: string }) => void;
}

/** What every part of an opened day reads: the screen's props and the day. */
export type DayProps = CashUpScreenProps & { day: CashDayView };
