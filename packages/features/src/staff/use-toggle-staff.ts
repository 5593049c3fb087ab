import type { ApiError } from '@salon/api/errors';
import { enableStaff } from '@salon/api/staff/endpoints';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { staffKeys } from './keys';

/** `PATCH /salon-staff/enable-disable-salon-staff`: the Active switch; resolves with the message. */
export function useToggleStaff() {
  const api = useApi();
  return useSWRMutation<string, ApiError, typeof staffKeys.toggle, { id: string; enable: boolean }>(
    staffKeys.toggle,
    async (_key, { arg }) =>
      (await api(enableStaff, { query: { userID: arg.id }, body: { enable: arg.enable } })).message,
  );
}
