import { addVisitFromWebsite } from '@salon/api/booking/endpoints';
import type { VisitBookingBody } from '@salon/api/booking/visit-booking';
import { useApiMutation } from '../core';
import { bookingKeys } from './keys';

/** `POST /public/appointment/add-visit-from-website`: one booking of several services. */
export function useBookVisit() {
  return useApiMutation(bookingKeys.bookVisit, (api, arg: VisitBookingBody) =>
    api(addVisitFromWebsite, { body: arg }),
  );
}
