import type { BookingValues } from '@salon/ui/screens/booking/BookingModal';
import { useMemo } from 'react';
import { useProfile, useUserInfo } from '../core';

/**
 * The signed-in customer of this salon's site as the booking form's prefill: name and e-mail from the
 * stored session, phone and gender from their profile (`GET /users/get-user`). Null for a visitor, for
 * staff, or for a customer of another salon.
 */
export function useBookingCustomer(salonName: string): {
  customerId: string | null;
  name: string | null;
  values: Partial<BookingValues> | null;
} {
  const info = useUserInfo();
  const own =
    info && info.role === 'user' && !!salonName && info.salon?.slug === salonName.toLowerCase() ? info : null;
  const profile = useProfile(own?._id);
  return useMemo(() => {
    if (!own) return { customerId: null, name: null, values: null };
    const data = profile.data;
    return {
      customerId: own._id,
      name: data?.name ?? own.name,
      values: {
        name: data?.name ?? own.name,
        email: data?.email ?? own.email,
        phone: data?.phone ?? '',
        gender: data?.gender ?? '',
      },
    };
  }, [own, profile.data]);
}
