import { getCheckinUsers } from '@salon/api/check-in/endpoints';
import { CHECKIN_PAGE_SIZE, type CheckinUser } from '@salon/api/check-in/schemas';
import type { ApiError } from '@salon/api/errors';
import useSWR from 'swr';
import { useApi } from '../core';
import { checkInKeys } from './keys';

/**
 * The first 50 active clients whose name or phone contains `filterValue` (or whose visit of the day has
 * that booking code), searched on the server; nothing is asked before anything is typed.
 */
export function useCheckinUsers(filterValue: string) {
  const api = useApi();
  return useSWR<CheckinUser[], ApiError>(
    filterValue ? checkInKeys.users(filterValue) : null,
    async () =>
      (await api(getCheckinUsers, { query: { pageNumber: 1, pageSize: CHECKIN_PAGE_SIZE, filterValue } }))
        .data.result,
    { keepPreviousData: true },
  );
}
