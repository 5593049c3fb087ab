import { deleteStaff } from '@salon/api/staff/endpoints';
import { useMessageMutation } from '../core';
import { staffKeys } from './keys';

/** `DELETE /salon-staff/delete-salon-staff` (`salonID` names the user); resolves with the message. */
export function useDeleteStaff() {
  return useMessageMutation(staffKeys.delete, (api, arg: string) =>
    api(deleteStaff, { query: { salonID: arg } }),
  );
}
