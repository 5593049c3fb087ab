import { deleteStylist } from '@salon/api/stylists/endpoints';
import { useMessageMutation } from '../core';
import { stylistsKeys } from './keys';

/** `DELETE /stylist/delete-stylist`; resolves with the server's message (409 with upcoming appointments). */
export function useDeleteStylist() {
  return useMessageMutation(stylistsKeys.delete, (api, arg: string) =>
    api(deleteStylist, { query: { stylistId: arg } }),
  );
}
