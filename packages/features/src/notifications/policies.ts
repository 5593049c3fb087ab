import type { Role } from '@salon/api/shared/schemas';

/**
 * The Notifications page: the salon roles send to their salon's stylists and clients, the platform admin
 * to every salon's; others are sent to `/`.
 */
export const NOTIFICATION_PAGE_ROLES: readonly Role[] = ['superadmin', 'admin', 'salon', 'manager'];

export function notificationsCapabilities(role: Role) {
  return { send: NOTIFICATION_PAGE_ROLES.includes(role) };
}
