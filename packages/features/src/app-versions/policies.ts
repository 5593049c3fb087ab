import type { Role } from '@salon/api/shared/schemas';

/** The App Versions page: the platform admin only; others are sent to `/` (spec 2 §6). */
export const APP_VERSION_PAGE_ROLES: readonly Role[] = ['admin'];

export function appVersionsCapabilities(role: Role) {
  const manages = APP_VERSION_PAGE_ROLES.includes(role);
  return { add: manages, toggleEnable: manages, delete: manages };
}

export type AppVersionsCapabilitySet = ReturnType<typeof appVersionsCapabilities>;
