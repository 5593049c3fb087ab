import type { ApiError } from '@salon/api/errors';
import { deleteStaff } from '@salon/api/staff/endpoints';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { staffKeys } from './keys';

/** `DELETE /salon-staff/delete-salon-staff` (`salonID` names the user); resolves with the message. */
export function useDeleteStaff() {
  const api = useApi();
  return useSWRMutation<string, ApiError, typeof staffKeys.delete, string>(
    staffKeys.delete,
    async (_key, { arg }) => (await api(deleteStaff, { query: { salonID: arg } })).message,
  );
}
