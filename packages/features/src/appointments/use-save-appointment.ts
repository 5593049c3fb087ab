import { addAppointmentDashboard, updateAppointmentDashboard } from '@salon/api/appointments/endpoints';
import type { DashboardAppointmentBody } from '@salon/api/appointments/schemas';
import { useApiMutation } from '../core';
import { calendarKeys } from './keys';

/** Books an appointment, or updates (and moves) one when `id` is given. */
export function useSaveAppointment() {
  return useApiMutation(
    calendarKeys.saveAppointment,
    (api, arg: { id?: string; body: DashboardAppointmentBody }) =>
      arg.id
        ? api(updateAppointmentDashboard, { params: { id: arg.id }, body: arg.body })
        : api(addAppointmentDashboard, { body: arg.body }),
  );
}
