import { getAppMenu } from '@salon/api/app-settings/endpoints';
import type { ApiError } from '@salon/api/errors';
import type { AppMenu } from '@salon/api/salons/schemas';
import useSWR from 'swr';
import { useApi, useUserInfo } from './FeaturesProvider';

/** Roles working inside one salon, whose salon's menus the app menu call answers. */
const SALON_ROLES = new Set(['superadmin', 'salon', 'manager', 'stylist']);

/**
 * The mobile app menus of the viewer's salon (`GET /app/get-app-menu`): the App Settings page shows the
 * shop card only with Point of Sales, and the sidebar shows Videos and Check-in when they are on. Keyed
 * by the salon, so a superadmin's switch loads the new salon's menus. Nothing is fetched while
 * `enabled` is false or for roles without a salon.
 */
export function useAppMenu(enabled = true) {
  const api = useApi();
  const userInfo = useUserInfo();
  const salonId = userInfo?.salon?._id ?? null;
  const fetches = enabled && Boolean(userInfo && salonId && SALON_ROLES.has(userInfo.role));
  return useSWR<AppMenu, ApiError>(
    fetches ? (['session', 'app-menu', salonId] as const) : null,
    async () => (await api(getAppMenu)).data,
  );
}
