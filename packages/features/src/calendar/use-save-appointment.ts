import { addAppointmentDashboard, updateAppointmentDashboard } from '@salon/api/appointments/endpoints';
import type { DashboardAppointmentBody } from '@salon/api/appointments/schemas';
import type { Appointment } from '@salon/api/availability/schemas';
import type { ApiResult } from '@salon/api/client';
import type { ApiError } from '@salon/api/errors';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { calendarKeys } from './keys';

/** Books an appointment, or updates (and moves) one when `id` is given. */
export function useSaveAppointment() {
  const api = useApi();
  return useSWRMutation<
    ApiResult<Appointment>,
    ApiError,
    typeof calendarKeys.saveAppointment,
    { id?: string; body: DashboardAppointmentBody }
  >(calendarKeys.saveAppointment, (_key, { arg }) =>
    arg.id
      ? api(updateAppointmentDashboard, { params: { id: arg.id }, body: arg.body })
      : api(addAppointmentDashboard, { body: arg.body }),
  );
}
