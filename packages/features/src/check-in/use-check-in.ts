import { checkIn } from '@salon/api/attendance/endpoints';
import type { Attendance, AttendanceBody } from '@salon/api/attendance/schemas';
import type { ApiResult } from '@salon/api/client';
import type { ApiError } from '@salon/api/errors';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { checkInKeys } from './keys';

/** `POST /attendance/attendance`: records the client's arrival. */
export function useCheckIn() {
  const api = useApi();
  return useSWRMutation<ApiResult<Attendance>, ApiError, typeof checkInKeys.checkIn, AttendanceBody>(
    checkInKeys.checkIn,
    (_key, { arg }) => api(checkIn, { body: arg }),
  );
}
