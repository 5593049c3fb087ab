import { enableStaff } from '@salon/api/staff/endpoints';
import { useMessageMutation } from '../core';
import { staffKeys } from './keys';

/** `PATCH /salon-staff/enable-disable-salon-staff`: the Active switch; resolves with the message. */
export function useToggleStaff() {
  return useMessageMutation(staffKeys.toggle, (api, arg: { id: string; enable: boolean }) =>
    api(enableStaff, { query: { userID: arg.id }, body: { enable: arg.enable } }),
  );
}
