import { getHeldBooking, releaseBookingHold } from '@salon/api/booking/endpoints';
import type { HeldBookingQuery, ReleaseHoldBody } from '@salon/api/booking/schemas';
import { useApiMutation } from '../core';
import { bookingKeys } from './keys';

/** `GET /public/appointment/held-booking`: a held booking found again, by its key or its link's token. */
export function useFindHeldBooking() {
  return useApiMutation(
    bookingKeys.heldBooking,
    async (api, query: HeldBookingQuery) => (await api(getHeldBooking, { query })).data,
  );
}

/** `POST /public/appointment/release-hold`: the client leaves without paying; the time is freed. */
export function useReleaseHold() {
  return useApiMutation(
    bookingKeys.releaseHold,
    async (api, body: ReleaseHoldBody) => (await api(releaseBookingHold, { body })).data,
  );
}
