import { getBookingPolicy } from '@salon/api/booking-settings/endpoints';
import { useApiQuery } from '../core';
import { bookingPolicyKeys } from './keys';

/** The viewer's salon's cancellation policy (`GET /booking-policy/get`); waits while `salonId` is null. */
export function useBookingPolicy(salonId: string | null) {
  return useApiQuery(salonId ? bookingPolicyKeys.settings(salonId) : null, getBookingPolicy);
}
