import { saveStaff } from '@salon/api/staff/endpoints';
import type { StaffFormBody } from '@salon/api/staff/schemas';
import { useMessageMutation } from '../core';
import { staffKeys } from './keys';

/** `POST /salon-staff/create-salon-staff`: adds a salon user, or updates one when `id` is given. */
export function useSaveStaff() {
  return useMessageMutation(staffKeys.save, (api, arg: StaffFormBody) => api(saveStaff, { body: arg }));
}
