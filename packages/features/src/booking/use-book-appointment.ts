import { addAppointmentFromWebsite } from '@salon/api/booking/endpoints';
import type { WebsiteBookingBody } from '@salon/api/booking/schemas';
import { useApiMutation } from '../core';
import { bookingKeys } from './keys';

/** `POST /public/appointment/add-appointment-from-website`: a guest's or a signed-in customer's booking. */
export function useBookAppointment() {
  return useApiMutation(bookingKeys.book, (api, arg: WebsiteBookingBody) =>
    api(addAppointmentFromWebsite, { body: arg }),
  );
}
