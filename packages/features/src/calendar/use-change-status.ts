import { changeStatusOfAppointment } from '@salon/api/appointments/endpoints';
import type { ChangeStatusBody } from '@salon/api/appointments/schemas';
import type { ApiError } from '@salon/api/errors';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { calendarKeys } from './keys';

/** `PATCH /appointment/change-status-of-appointment?id=`; resolves with the server's message. */
export function useChangeStatus() {
  const api = useApi();
  return useSWRMutation<
    string,
    ApiError,
    typeof calendarKeys.changeStatus,
    { id: string; body: ChangeStatusBody }
  >(
    calendarKeys.changeStatus,
    async (_key, { arg }) =>
      (await api(changeStatusOfAppointment, { query: { id: arg.id }, body: arg.body })).message,
  );
}
