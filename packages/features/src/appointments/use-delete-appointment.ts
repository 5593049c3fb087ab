import { deleteAppointmentDashboard } from '@salon/api/appointments/endpoints';
import { useMessageMutation } from '../core';
import { calendarKeys } from './keys';

/** `DELETE /appointment/delete-appointment-dashboard/:id`; resolves with the server's message. */
export function useDeleteAppointment() {
  return useMessageMutation(calendarKeys.deleteAppointment, (api, id: string) =>
    api(deleteAppointmentDashboard, { params: { id } }),
  );
}
