import { cancelAppointmentByToken } from '@salon/api/booking/endpoints';
import { useApiMutation } from '../core';
import { bookingCancelKeys } from './keys';

/** 'Cancel booking' of the cancel page: the answer carries the booking as it now is. */
export function useCancelAppointment(token: string) {
  return useApiMutation(bookingCancelKeys.cancel(token), (api) =>
    api(cancelAppointmentByToken, { body: { token } }),
  );
}
