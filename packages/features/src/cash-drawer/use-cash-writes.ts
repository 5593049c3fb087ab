import { closeCashDay, moveCash, openCashDay } from '@salon/api/cash-drawer/endpoints';
import type { CashMovementBody, CloseCashDayBody, OpenCashDayBody } from '@salon/api/cash-drawer/schemas';
import { useApiMutation } from '../core';
import { cashDrawerKeys } from './keys';

/** `POST /cash-drawer/open`: today's drawer with its float. */
export function useOpenCashDay() {
  return useApiMutation(cashDrawerKeys.open, (api, body: OpenCashDayBody) => api(openCashDay, { body }));
}

/** `POST /cash-drawer/movement`: cash in or out under one key. */
export function useMoveCash() {
  return useApiMutation(cashDrawerKeys.move, (api, body: CashMovementBody) => api(moveCash, { body }));
}

/** `POST /cash-drawer/close`: the cash-up. */
export function useCloseCashDay() {
  return useApiMutation(cashDrawerKeys.close, (api, body: CloseCashDayBody) => api(closeCashDay, { body }));
}
