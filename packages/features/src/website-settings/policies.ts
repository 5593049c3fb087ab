import { can, rolesFor } from '@salon/api/permissions';
import type { Role } from '@salon/api/shared/schemas';

/** Appearance (`/website-setting`): salon owners, managers and the superadmin; others are sent to `/`. */
export const WEBSITE_SETTINGS_PAGE_ROLES: readonly Role[] = rolesFor('website.edit');

export function websiteSettingsCapabilities(role: Role) {
  return { edit: can(role, 'website.edit') };
}
