import { changeStatusOfAppointment } from '@salon/api/appointments/endpoints';
import type { ChangeStatusBody } from '@salon/api/appointments/schemas';
import { useMessageMutation } from '../core';
import { calendarKeys } from './keys';

/** `PATCH /appointment/change-status-of-appointment?id=`; resolves with the server's message. */
export function useChangeStatus() {
  return useMessageMutation(calendarKeys.changeStatus, (api, arg: { id: string; body: ChangeStatusBody }) =>
    api(changeStatusOfAppointment, { query: { id: arg.id }, body: arg.body }),
  );
}
