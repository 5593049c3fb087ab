import { can, rolesFor } from '@salon/api/permissions';
import type { Role } from '@salon/api/shared/schemas';

/** The App Versions page: the platform admin only; others are sent to `/` (spec 2 §6). */
export const APP_VERSION_PAGE_ROLES: readonly Role[] = rolesFor('appVersions.manage');

export function appVersionsCapabilities(role: Role) {
  const manages = can(role, 'appVersions.manage');
  return { add: manages, toggleEnable: manages, delete: manages };
}

export type AppVersionsCapabilitySet = ReturnType<typeof appVersionsCapabilities>;
