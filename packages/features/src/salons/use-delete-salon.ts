import type { ApiError } from '@salon/api/errors';
import { deleteSalon } from '@salon/api/salons/endpoints';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { salonsKeys } from './keys';

/** `DELETE /salon/delete-salon`; resolves with the server's message. */
export function useDeleteSalon() {
  const api = useApi();
  return useSWRMutation<string, ApiError, typeof salonsKeys.delete, string>(
    salonsKeys.delete,
    async (_key, { arg }) => (await api(deleteSalon, { query: { salonID: arg } })).message,
  );
}
