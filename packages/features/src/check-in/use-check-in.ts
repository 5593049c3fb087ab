import { checkIn } from '@salon/api/check-in/endpoints';
import type { AttendanceBody } from '@salon/api/check-in/schemas';
import { useApiMutation } from '../core';
import { checkInKeys } from './keys';

/** `POST /attendance/attendance`: records the client's arrival. */
export function useCheckIn() {
  return useApiMutation(checkInKeys.checkIn, (api, arg: AttendanceBody) => api(checkIn, { body: arg }));
}
