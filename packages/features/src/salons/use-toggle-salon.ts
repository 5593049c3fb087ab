import type { ApiError } from '@salon/api/errors';
import { enableSalon } from '@salon/api/salons/endpoints';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { salonsKeys } from './keys';

/** `PATCH /salon/enable-disable-salon`: the Active switch; resolves with the server's message. */
export function useToggleSalon() {
  const api = useApi();
  return useSWRMutation<string, ApiError, typeof salonsKeys.toggle, { id: string; enable: boolean }>(
    salonsKeys.toggle,
    async (_key, { arg }) =>
      (await api(enableSalon, { query: { userID: arg.id }, body: { enable: arg.enable } })).message,
  );
}
