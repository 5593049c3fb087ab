import { can, rolesFor } from '@salon/api/permissions';
import type { Role } from '@salon/api/shared/schemas';

/** Spec 2 §6: videos for salon, manager, stylist and superadmin; video categories without stylists. */
export const VIDEOS_ROLES: readonly Role[] = rolesFor('videos.manage');
export const VIDEO_CATEGORIES_ROLES: readonly Role[] = rolesFor('videos.categories');

export function videosCapabilities(role: Role) {
  return {
    /** The spec shows 'Upload Video' to stylists too. */
    upload: can(role, 'videos.manage'),
    /** The enable switch and 'Delete Video': the salon's managers (the server enforces the same). */
    manage: can(role, 'videos.categories'),
  };
}
