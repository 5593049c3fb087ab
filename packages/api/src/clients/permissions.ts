import type { PermissionTable } from '../shared/permissions';

/**
 * The Users page (spec 1 §6): the admin reads every salon's clients; owners, managers and the superadmin
 * manage their salon's; a stylist sees their own clients and may add notes and send messages.
 */
export const CLIENT_PERMISSIONS = {
  'clients.list': ['superadmin', 'admin', 'salon', 'manager', 'stylist'],
  'clients.manage': ['superadmin', 'salon', 'manager'],
  'clients.contact': ['superadmin', 'salon', 'manager', 'stylist'],
  /** Every salon's clients, platform-wide. */
  'clients.allSalons': ['admin'],
  /** Every stylist's clients of the salon (and the list's Stylist column); a stylist sees their own. */
  'clients.allStylists': ['superadmin', 'admin', 'salon', 'manager'],
} as const satisfies PermissionTable;
