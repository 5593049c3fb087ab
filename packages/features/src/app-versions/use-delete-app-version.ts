import { deleteAppVersion } from '@salon/api/app-versions/endpoints';
import type { ApiError } from '@salon/api/errors';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { appVersionsKeys } from './keys';

/** `DELETE /version/delete-version`; resolves with the server's message. */
export function useDeleteAppVersion() {
  const api = useApi();
  return useSWRMutation<string, ApiError, typeof appVersionsKeys.delete, { id: string; salonId: string }>(
    appVersionsKeys.delete,
    async (_key, { arg }) => (await api(deleteAppVersion, { query: arg })).message,
  );
}
