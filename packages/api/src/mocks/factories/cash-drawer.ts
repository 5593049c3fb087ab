import type { CashDay, CashMovement } from '../../cash-drawer/schemas';
import { fixedId } from '../builders';
import { daysFromNow, FIXED_NOW } from '../clock';

// Demo Salon's cash drawer (US dollars): today, 2026-03-16, in each of its states.

export const cashMovementIdOf = (n: number) => fixedId('ca5d0000', n);

export const CASH_TODAY = FIXED_NOW.toISOString().slice(0, 10);

/** What the drawer should hold: the float, plus cash taken and put in, less cash given back and taken out. */
export const expectedOf = (
  day: Pick<CashDay, 'floatMinor' | 'cashSalesMinor' | 'cashRefundsMinor' | 'cashInMinor' | 'cashOutMinor'>,
) => day.floatMinor + day.cashSalesMinor - day.cashRefundsMinor + day.cashInMinor - day.cashOutMinor;

/** The day's figures worked out again from its float, cash sales and refunds and its movements. */
export function withTotals(day: CashDay): CashDay {
  const sum = (kind: CashMovement['kind']) =>
    day.movements.filter((movement) => movement.kind === kind).reduce((total, m) => total + m.amountMinor, 0);
  const next = { ...day, cashInMinor: sum('in'), cashOutMinor: sum('out') };
  const expectedMinor = expectedOf(next);
  return {
    ...next,
    expectedMinor,
    differenceMinor: next.countedMinor === null ? null : next.countedMinor - expectedMinor,
  };
}

export function cashMovement(n: number, overrides: Partial<CashMovement> = {}): CashMovement {
  return {
    _id: cashMovementIdOf(n),
    kind: 'out',
    amountMinor: 1000,
    reason: 'Milk for the coffee machine',
    byName: 'Mia Manager',
    createdAt: daysFromNow(0, 2).toISOString(),
    ...overrides,
  };
}

/** Today's drawer, not opened yet: the cash taken so far waits for it. */
export const notOpenedCashDay: CashDay = {
  date: CASH_TODAY,
  status: 'not-opened',
  currency: 'USD',
  floatMinor: 0,
  cashSalesMinor: 0,
  cashRefundsMinor: 0,
  cashInMinor: 0,
  cashOutMinor: 0,
  expectedMinor: 0,
  countedMinor: null,
  differenceMinor: null,
  note: '',
  movements: [],
  openedAt: null,
  openedByName: '',
  closedAt: null,
  closedByName: '',
};

/**
 * Today's drawer open since 08:00 with a $150.00 float: $100.00 of cash sales (receipt 1042), $12.50 of
 * change put in, $8.75 taken out for milk; $253.75 expected.
 */
export const openCashDay: CashDay = withTotals({
  ...notOpenedCashDay,
  status: 'open',
  floatMinor: 15_000,
  cashSalesMinor: 10_000,
  openedAt: daysFromNow(0, -1).toISOString(),
  openedByName: 'Olivia Owner',
  movements: [
    cashMovement(1, {
      kind: 'in',
      amountMinor: 1250,
      reason: 'Change from the bank',
      byName: 'Olivia Owner',
      createdAt: daysFromNow(0, -0.5).toISOString(),
    }),
    cashMovement(2, { kind: 'out', amountMinor: 875, reason: 'Milk for the coffee machine' }),
  ],
});

/** The same day cashed up at 18:00: counted exactly what was expected. */
export const closedCashDay: CashDay = withTotals({
  ...openCashDay,
  status: 'closed',
  countedMinor: openCashDay.expectedMinor,
  closedAt: daysFromNow(0, 9).toISOString(),
  closedByName: 'Mia Manager',
});

/** The same day cashed up $5.00 short, with the manager's note. */
export const shortCashDay: CashDay = withTotals({
  ...closedCashDay,
  countedMinor: openCashDay.expectedMinor - 500,
  note: 'A $5 note was given as change twice',
});

export const cashDayFixtures = { notOpenedCashDay, openCashDay, closedCashDay, shortCashDay };
