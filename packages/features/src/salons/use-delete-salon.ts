import { deleteSalon } from '@salon/api/salons/endpoints';
import { useMessageMutation } from '../core';
import { salonsKeys } from './keys';

/** `DELETE /salon/delete-salon`; resolves with the server's message. */
export function useDeleteSalon() {
  return useMessageMutation(salonsKeys.delete, (api, arg: string) =>
    api(deleteSalon, { query: { salonID: arg } }),
  );
}
