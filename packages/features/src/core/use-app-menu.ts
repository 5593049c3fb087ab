import { getAppMenu } from '@salon/api/app-settings/endpoints';
import { useUserInfo } from './FeaturesProvider';
import { useApiQuery } from './use-api-query';

/** Roles working inside one salon, whose salon's menus the app menu call answers. */
const SALON_ROLES = new Set(['superadmin', 'salon', 'manager', 'stylist']);

/**
 * The mobile app menus of the viewer's salon (`GET /app/get-app-menu`): the App Settings page shows the
 * shop card only with Point of Sales, and the sidebar shows Videos and Check-in when they are on. Keyed
 * by the salon, so a superadmin's switch loads the new salon's menus. Nothing is fetched while
 * `enabled` is false or for roles without a salon.
 */
export function useAppMenu(enabled = true) {
  const userInfo = useUserInfo();
  const salonId = userInfo?.salon?._id ?? null;
  const fetches = enabled && Boolean(userInfo && salonId && SALON_ROLES.has(userInfo.role));
  return useApiQuery(fetches ? (['session', 'app-menu', salonId] as const) : null, getAppMenu);
}
