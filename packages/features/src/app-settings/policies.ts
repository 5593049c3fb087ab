import type { AppSettingType } from '@salon/api/app-settings/schemas';
import { APP_SETTING_TYPES } from '@salon/api/app-settings/schemas';
import type { AppMenu } from '@salon/api/salons/schemas';
import { rolesFor } from '@salon/api/permissions';
import type { Role } from '@salon/api/shared/schemas';

/** The App Settings page: salon owners, managers and the superadmin; others are sent to `/` (spec 2 §2). */
export const APP_SETTINGS_PAGE_ROLES: readonly Role[] = rolesFor('appSettings.edit');

/** The cards of the page in order; the shop card only when the salon has Point of Sales (spec 2 §6). */
export function appSettingCardTypes(menu: AppMenu): AppSettingType[] {
  return APP_SETTING_TYPES.filter((type) => type !== 'shop' || menu.isPOS);
}
