import { can, rolesFor } from '@salon/api/permissions';
import type { Role } from '@salon/api/shared/schemas';

/**
 * The Notifications page: the salon roles send to their salon's stylists and clients, the platform admin
 * to every salon's; others are sent to `/`.
 */
export const NOTIFICATION_PAGE_ROLES: readonly Role[] = rolesFor('notifications.send');

export function notificationsCapabilities(role: Role) {
  return { send: can(role, 'notifications.send') };
}
