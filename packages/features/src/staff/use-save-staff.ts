import type { ApiError } from '@salon/api/errors';
import { saveStaff } from '@salon/api/staff/endpoints';
import type { StaffFormBody } from '@salon/api/staff/schemas';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { staffKeys } from './keys';

/** `POST /salon-staff/create-salon-staff`: adds a salon user, or updates one when `id` is given. */
export function useSaveStaff() {
  const api = useApi();
  return useSWRMutation<string, ApiError, typeof staffKeys.save, StaffFormBody>(
    staffKeys.save,
    async (_key, { arg }) => (await api(saveStaff, { body: arg })).message,
  );
}
