import { updateSalonTimeZone } from '@salon/api/booking-settings/endpoints';
import type { SalonTimeZoneBody } from '@salon/api/booking-settings/schemas';
import { useApiMutation } from '../core';
import { salonTimeZoneKeys } from './keys';

/** `POST /booking-settings/time-zone`: answers the stored zone and the server's message. */
export function useSaveTimeZone() {
  return useApiMutation(salonTimeZoneKeys.save, (api, body: SalonTimeZoneBody) =>
    api(updateSalonTimeZone, { body }),
  );
}
