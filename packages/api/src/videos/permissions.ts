import type { PermissionTable } from '../shared/permissions';

/** Spec 2 §6: videos for salon, manager, stylist and superadmin; video categories without the stylist. */
export const VIDEO_PERMISSIONS = {
  'videos.manage': ['salon', 'manager', 'stylist', 'superadmin'],
  'videos.categories': ['salon', 'manager', 'superadmin'],
} as const satisfies PermissionTable;
