import { deleteAppointmentDashboard } from '@salon/api/appointments/endpoints';
import type { ApiError } from '@salon/api/errors';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { calendarKeys } from './keys';

/** `DELETE /appointment/delete-appointment-dashboard/:id`; resolves with the server's message. */
export function useDeleteAppointment() {
  const api = useApi();
  return useSWRMutation<string, ApiError, typeof calendarKeys.deleteAppointment, string>(
    calendarKeys.deleteAppointment,
    async (_key, { arg: id }) => (await api(deleteAppointmentDashboard, { params: { id } })).message,
  );
}
