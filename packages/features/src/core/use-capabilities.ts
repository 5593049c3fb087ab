import type { Role } from '@salon/api/shared/schemas';
import { useUserInfo } from './FeaturesProvider';

/** What the signed-in viewer may do on a page: `capabilities` of their role, of `fallback` before it is known. */
export function useCapabilities<T>(capabilities: (role: Role) => T, fallback: Role = 'stylist'): T {
  const userInfo = useUserInfo();
  return capabilities(userInfo?.role ?? fallback);
}
