import { addAppointmentFromWebsite } from '@salon/api/booking/endpoints';
import type { BookingConfirmation, WebsiteBookingBody } from '@salon/api/booking/schemas';
import type { ApiResult } from '@salon/api/client';
import type { ApiError } from '@salon/api/errors';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { bookingKeys } from './keys';

/** `POST /public/appointment/add-appointment-from-website`: a guest's or a signed-in customer's booking. */
export function useBookAppointment() {
  const api = useApi();
  return useSWRMutation<
    ApiResult<BookingConfirmation>,
    ApiError,
    typeof bookingKeys.book,
    WebsiteBookingBody
  >(bookingKeys.book, (_key, { arg }) => api(addAppointmentFromWebsite, { body: arg }));
}
