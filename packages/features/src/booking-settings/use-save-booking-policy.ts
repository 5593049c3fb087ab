import { updateBookingPolicy } from '@salon/api/booking-settings/endpoints';
import type { BookingPolicyBody } from '@salon/api/booking-settings/schemas';
import { useApiMutation } from '../core';
import { bookingPolicyKeys } from './keys';

/** `POST /booking-policy/update`: answers the stored policy and the server's message. */
export function useSaveBookingPolicy() {
  return useApiMutation(bookingPolicyKeys.save, (api, body: BookingPolicyBody) =>
    api(updateBookingPolicy, { body }),
  );
}
