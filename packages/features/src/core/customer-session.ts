import type { UserInfo } from '@salon/api/auth/schemas';
import { useUserInfo } from './FeaturesProvider';

/** The signed-in customer of the salon site `salonName` (a `user` of that salon), or null. */
export function useShopCustomer(salonName: string | undefined): UserInfo | null {
  const info = useUserInfo();
  return info &&
    salonName &&
    info.role === 'user' &&
    info.salon?.slug?.toLowerCase() === salonName.toLowerCase()
    ? info
    : null;
}
