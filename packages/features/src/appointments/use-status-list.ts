import { getAppointmentStatusList } from '@salon/api/appointments/endpoints';
import { useApiQuery } from '../core';
import { calendarKeys } from './keys';

/** `GET /appointment/get-appointment-status-list`: the status dropdown's options. */
export function useStatusList() {
  return useApiQuery(calendarKeys.statusList, getAppointmentStatusList);
}
