import { deleteAvailability } from '@salon/api/availability/endpoints';
import type { ApiError } from '@salon/api/errors';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { calendarKeys } from './keys';

/** `DELETE /appointment-availability/delete-availability?id=`; resolves with the server's message. */
export function useDeleteSlot() {
  const api = useApi();
  return useSWRMutation<string, ApiError, typeof calendarKeys.deleteSlot, string>(
    calendarKeys.deleteSlot,
    async (_key, { arg: id }) => (await api(deleteAvailability, { query: { id } })).message,
  );
}
