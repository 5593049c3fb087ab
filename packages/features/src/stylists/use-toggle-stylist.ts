import type { ApiError } from '@salon/api/errors';
import { enableStylist } from '@salon/api/stylists/endpoints';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { stylistsKeys } from './keys';

/** `PATCH /stylist/enable-disable-stylist`: the Active switch; resolves with the server's message. */
export function useToggleStylist() {
  const api = useApi();
  return useSWRMutation<string, ApiError, typeof stylistsKeys.toggle, { id: string; enable: boolean }>(
    stylistsKeys.toggle,
    async (_key, { arg }) =>
      (await api(enableStylist, { query: { userID: arg.id }, body: { enable: arg.enable } })).message,
  );
}
