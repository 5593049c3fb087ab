import { deleteAvailability } from '@salon/api/availability/endpoints';
import { useMessageMutation } from '../core';
import { calendarKeys } from './keys';

/** `DELETE /appointment-availability/delete-availability?id=`; resolves with the server's message. */
export function useDeleteSlot() {
  return useMessageMutation(calendarKeys.deleteSlot, (api, id: string) =>
    api(deleteAvailability, { query: { id } }),
  );
}
