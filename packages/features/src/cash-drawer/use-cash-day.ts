import { getCashDay } from '@salon/api/cash-drawer/endpoints';
import { useApiQuery } from '../core';
import { cashDrawerKeys } from './keys';

/** A day of the drawer (`GET /cash-drawer/day`); null: today, or the day still open. */
export function useCashDay(date: string | null) {
  return useApiQuery(
    cashDrawerKeys.day(date),
    getCashDay,
    { query: date ? { date } : {} },
    {
      revalidateOnFocus: false,
    },
  );
}
