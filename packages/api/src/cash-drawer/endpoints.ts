import { endpoint } from '../contract';
import { CashDay, CashDayQuery, CashMovementBody, CloseCashDayBody, OpenCashDayBody } from './schemas';

// The desk's cash drawer (area cash-drawer): the opening float, cash in and out, and the cash-up. The
// owner and the manager only.

export const getCashDay = endpoint({
  method: 'GET',
  path: '/cash-drawer/day',
  auth: 'token',
  query: CashDayQuery,
  data: CashDay,
});

export const openCashDay = endpoint({
  method: 'POST',
  path: '/cash-drawer/open',
  auth: 'token',
  body: OpenCashDayBody,
  data: CashDay,
});

export const moveCash = endpoint({
  method: 'POST',
  path: '/cash-drawer/movement',
  auth: 'token',
  body: CashMovementBody,
  data: CashDay,
});

/** The cash-up: the counted cash against the expected, the difference kept, the day closed. */
export const closeCashDay = endpoint({
  method: 'POST',
  path: '/cash-drawer/close',
  auth: 'token',
  body: CloseCashDayBody,
  data: CashDay,
});

export const cashDrawerEndpoints = { getCashDay, openCashDay, moveCash, closeCashDay };
