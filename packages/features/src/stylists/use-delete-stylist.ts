import type { ApiError } from '@salon/api/errors';
import { deleteStylist } from '@salon/api/stylists/endpoints';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { stylistsKeys } from './keys';

/** `DELETE /stylist/delete-stylist`; resolves with the server's message (409 with upcoming appointments). */
export function useDeleteStylist() {
  const api = useApi();
  return useSWRMutation<string, ApiError, typeof stylistsKeys.delete, string>(
    stylistsKeys.delete,
    async (_key, { arg }) => (await api(deleteStylist, { query: { stylistId: arg } })).message,
  );
}
