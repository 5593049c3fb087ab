import type { Role } from '@salon/api/shared/schemas';

/** Spec 2 §6: videos for salon, manager, stylist and superadmin; video categories without stylists. */
export const VIDEOS_ROLES: readonly Role[] = ['salon', 'manager', 'stylist', 'superadmin'];
export const VIDEO_CATEGORIES_ROLES: readonly Role[] = ['salon', 'manager', 'superadmin'];

export function videosCapabilities(role: Role) {
  return {
    /** The spec shows 'Upload Video' to stylists too. */
    upload: VIDEOS_ROLES.includes(role),
    /** The enable switch and 'Delete Video': the salon's managers (the server enforces the same). */
    manage: VIDEO_CATEGORIES_ROLES.includes(role),
  };
}
