import { can, rolesFor } from '@salon/api/permissions';
import type { Role } from '@salon/api/shared/schemas';

/**
 * What the Users page offers each role (spec 1 §6, as the server enforces it): salon owners, managers
 * and the superadmin manage their salon's clients; a stylist sees their own clients (no Stylist column,
 * no add) and may add notes and send messages; the admin reads every salon's clients.
 */
export function usersCapabilities(role: Role) {
  const manages = can(role, 'clients.manage');
  const contacts = can(role, 'clients.contact');
  return {
    add: manages,
    viewStylist: can(role, 'clients.allStylists'),
    edit: manages,
    toggleActive: manages,
    delete: manages,
    logout: manages,
    notes: contacts,
    message: contacts,
  };
}

export type UsersCapabilitySet = ReturnType<typeof usersCapabilities>;

/** Roles that may open the Users page; others are sent to `/`. */
export const USERS_PAGE_ROLES: readonly Role[] = rolesFor('clients.list');
