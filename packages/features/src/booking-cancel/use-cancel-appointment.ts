import { cancelAppointmentByToken } from '@salon/api/booking/endpoints';
import type { CancelInfo } from '@salon/api/booking/schemas';
import type { ApiResult } from '@salon/api/client';
import type { ApiError } from '@salon/api/errors';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { bookingCancelKeys } from './keys';

/** 'Cancel booking' of the cancel page: the answer carries the booking as it now is. */
export function useCancelAppointment(token: string) {
  const api = useApi();
  return useSWRMutation<ApiResult<CancelInfo>, ApiError, ReturnType<typeof bookingCancelKeys.cancel>>(
    bookingCancelKeys.cancel(token),
    () => api(cancelAppointmentByToken, { body: { token } }),
  );
}
