import { getAppointmentStatusList } from '@salon/api/appointments/endpoints';
import type { StatusOption } from '@salon/api/appointments/schemas';
import type { ApiError } from '@salon/api/errors';
import useSWR from 'swr';
import { useApi } from '../core';
import { calendarKeys } from './keys';

/** `GET /appointment/get-appointment-status-list`: the status dropdown's options. */
export function useStatusList() {
  const api = useApi();
  return useSWR<StatusOption[], ApiError>(
    calendarKeys.statusList,
    async () => (await api(getAppointmentStatusList)).data,
  );
}
